import { describe, expect, it } from 'vitest';
import { RequestThrottle } from '../../server/http/throttle.ts';
import { memoryCounters } from '../../server/limits/memory-counters.ts';
import { harness, T0 } from './harness.ts';

const PUSH = { push: { payload: 'burst' } };

describe('per-client throttles', () => {
  it('refuses a burst of creates from one client past 60 a second with 429, Retry-After and JSON', async () => {
    const h = await harness(undefined, { throttling: { perMinute: 120, perSecond: 60 } });
    const burst = await Promise.all(
      Array.from({ length: 100 }, () => h.call('POST', '/api/v2/pushes', { body: PUSH })),
    );
    const refused = burst.filter((r) => r.status === 429);
    expect(burst.filter((r) => r.status === 201)).toHaveLength(60);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.body).toEqual({ error: 'Too many requests from this address. Please retry later.' });
      expect(r.res.headers.get('retry-after')).toBe('1');
      expect(r.res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('refuses past 120 a minute, saying how long until the minute is over', async () => {
    const h = await harness(undefined, { throttling: { perMinute: 120, perSecond: 60 } });
    const statuses: number[] = [];
    for (let second = 0; second < 3; second++) {
      h.clock.now = T0 + second * 1000;
      for (let i = 0; i < 60; i++) statuses.push((await h.call('GET', '/api/v2/version')).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    const refused = await h.call('GET', '/api/v2/version');
    expect([refused.status, refused.res.headers.get('retry-after')]).toEqual([429, '58']);
    h.clock.now = T0 + 60_000;
    expect((await h.call('GET', '/api/v2/version')).status).toBe(200);
  });

  it('answers pages with a plain 429 page, and never throttles /up', async () => {
    const h = await harness(undefined, { throttling: { perMinute: 0, perSecond: 2 } });
    await h.app.request('http://push.test/');
    await h.app.request('http://push.test/');
    const page = await h.app.request('http://push.test/');
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toBe('1');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<h1>Too many requests</h1>');
    expect((await h.app.request('http://push.test/up')).status).not.toBe(429);
  });

  it('turns a throttle off with 0', async () => {
    const h = await harness(undefined, { throttling: { perMinute: 0, perSecond: 0 } });
    const statuses = new Set<number>();
    for (let i = 0; i < 300; i++) statuses.add((await h.call('GET', '/api/v2/version')).status);
    expect([...statuses]).toEqual([200]);
  });
});

describe('RequestThrottle', () => {
  it('counts each client address apart', async () => {
    const throttle = new RequestThrottle(memoryCounters(), { perMinute: 2, perSecond: 0 });
    const waits = [];
    for (const key of ['a', 'a', 'b', 'a']) waits.push(await throttle.hit(key, 0));
    expect(waits).toEqual([0, 0, 0, 60]);
  });

  it('says the longest wait when both throttles refuse', async () => {
    const throttle = new RequestThrottle(memoryCounters(), { perMinute: 2, perSecond: 1 });
    const waits = [];
    for (const at of [0, 1000, 1500, 2000]) waits.push(await throttle.hit('a', at));
    expect(waits).toEqual([0, 0, 59, 58]);
  });

  it('holds a bounded number of addresses under a flood of distinct ones', async () => {
    const counters = memoryCounters();
    const throttle = new RequestThrottle(counters, { perMinute: 120, perSecond: 60 });
    for (let i = 0; i < 300_000; i++) await throttle.hit(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, 0);
    // All in one second and one minute: both windows would hold 300,000 without their cap.
    expect(counters.size).toBe(2 * 50_000);
    expect(await throttle.hit('10.4.147.223', 0)).toBe(0);
  });
});
