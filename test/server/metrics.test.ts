import { Registry } from 'prom-client';
import { describe, expect, it, vi } from 'vitest';
import { wholeMetricsOf } from '../../server/cluster/cluster-metrics.ts';
import { createMetrics } from '../../server/metrics/metrics.ts';
import { metricsRoutes } from '../../server/metrics/metrics-routes.ts';
import { durableApp } from './durable-app.ts';
import { DAY, harness, T0 } from './harness.ts';
import { sampleValue } from './metrics-text.ts';
import { faultyFs } from './store/faulty-fs.ts';

const TOKEN = 'metrics-token-0123456789';
const withMetrics = () => harness(() => {}, { metrics: { token: TOKEN } });

async function scrape(h: Awaited<ReturnType<typeof harness>>, token = TOKEN) {
  const res = await h.app.request('http://push.test/metrics', {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

const pushes = (what: string, kind: string) => `secret_push_pushes_${what}_total{kind="${kind}"}`;
const count = (text: string, series: string) => {
  const [name = '', labels = ''] = series.split(/[{}]/);
  const parsed = Object.fromEntries(
    labels.split(',').map((l) => l.split('=').map((p) => p.replace(/"/g, ''))),
  );
  return sampleValue(text, name, parsed);
};

describe('GET /metrics', () => {
  it('is not served when metrics are off', async () => {
    const h = await harness();
    expect((await scrape(h)).status).toBe(404);
  });

  it('refuses a peer that is not this machine without the token, or with a wrong one', async () => {
    const h = await withMetrics();
    expect((await h.app.request('http://push.test/metrics')).status).toBe(403);
    expect((await scrape(h, 'metrics-token-0123456780')).status).toBe(403);
    expect((await scrape(h, `${TOKEN}x`)).status).toBe(403);
    const noTokenSet = await harness(() => {}, { metrics: { token: null } });
    expect((await scrape(noTokenSet, '')).status).toBe(403);
    expect((await scrape(noTokenSet, 'null')).status).toBe(403);
  });

  it('answers the Prometheus text format to the metrics token, uncached', async () => {
    const h = await withMetrics();
    const res = await h.app.request('http://push.test/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    for (const kind of ['text', 'url', 'qr', 'file']) expect(count(text, pushes('created', kind))).toBe(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('counts pushes created, viewed by recipients and expired, by kind', async () => {
    const h = await withMetrics();
    const text = await h.create({ payload: 'one view', expire_after_views: 1 });
    const url = await h.create({ kind: 'url', payload: 'https://example.com/x' }, h.alice);
    const owned = await h.create({ payload: 'owned', expire_after_days: 1 }, h.alice);
    let m = (await scrape(h)).text;
    expect([count(m, pushes('created', 'text')), count(m, pushes('created', 'url'))]).toEqual([2, 1]);

    await h.call('GET', `/api/v2/pushes/${text.url_token}`); // the last view: viewed and expired
    await h.call('GET', `/api/v2/pushes/${text.url_token}`); // a read of an expired push: neither
    await h.call('GET', `/api/v2/pushes/${owned.url_token}`, { token: h.alice }); // the owner's: not a view
    m = (await scrape(h)).text;
    expect(count(m, pushes('viewed', 'text'))).toBe(1);
    expect(count(m, pushes('expired', 'text'))).toBe(1);

    expect((await h.call('DELETE', `/api/v2/pushes/${url.url_token}`, { token: h.alice })).status).toBe(200);
    h.clock.now = T0 + 2 * DAY;
    await h.service.sweep();
    m = (await scrape(h)).text;
    expect([count(m, pushes('expired', 'url')), count(m, pushes('expired', 'text'))]).toEqual([1, 2]);
    expect(count(m, pushes('viewed', 'url'))).toBe(0);
  });

  it('counts a view through the secret link page like one through the API', async () => {
    const h = await withMetrics();
    const push = await h.create({ payload: 'page view', retrieval_step: false });
    expect((await h.app.request(`http://push.test/p/${push.url_token}`)).status).toBe(200);
    expect(count((await scrape(h)).text, pushes('viewed', 'text'))).toBe(1);
  });

  it('times requests under the route pattern that answered, never the path', async () => {
    const h = await withMetrics();
    const push = await h.create({ payload: 'x' });
    await h.call('GET', `/api/v2/pushes/${push.url_token}`);
    await h.call('GET', `/api/v2/pushes/${push.url_token}.json`);
    await h.call('GET', '/api/v2/pushes/active'); // no token: the auth middleware answers 401
    await h.call('GET', '/api/v2/pushes/active', { token: h.alice });
    await h.app.request('http://push.test/no/such/page');
    const m = (await scrape(h)).text;
    const requests = (method: string, route: string, status: string) =>
      sampleValue(m, 'secret_push_http_request_duration_seconds_count', { method, route, status });
    expect(requests('POST', '/api/v2/pushes', '201')).toBe(1);
    expect(requests('GET', '/api/v2/pushes/:urlToken', '200')).toBe(2);
    expect(requests('GET', '/api/v2/pushes/active', '401')).toBe(1);
    expect(requests('GET', '/api/v2/pushes/active', '200')).toBe(1);
    expect(requests('GET', 'unmatched', '404')).toBe(1);
    expect(
      sampleValue(m, 'secret_push_http_request_duration_seconds_bucket', {
        le: '+Inf',
        method: 'GET',
        route: '/api/v2/pushes/:urlToken',
        status: '200',
      }),
    ).toBe(2);
  });

  it('counts the requests the per-client throttles refuse', async () => {
    const h = await harness(() => {}, {
      metrics: { token: TOKEN },
      throttling: { perMinute: 2, perSecond: 2 },
    });
    for (let i = 0; i < 3; i++) await h.app.request('http://push.test/api/v2/version');
    h.clock.now += 61_000; // the scrape itself counts against the same client's throttle
    const m = (await scrape(h)).text;
    const version = (status: string) =>
      sampleValue(m, 'secret_push_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/v2/version',
        status,
      });
    expect([version('200'), version('429')]).toEqual([2, 1]);
  });

  it("reports the store's own health: down while a write fault lasts, up again once it has recovered", async () => {
    const faults = faultyFs();
    const env = await durableApp({ fs: faults.fs });
    const metrics = createMetrics({ storeHealth: () => env.store.health() });
    const storeUp = async () => sampleValue(await metrics.text(), 'secret_push_store_up');
    expect(await storeUp()).toBe(1);
    faults.inject('ENOSPC', ['write'], { partial: true });
    expect((await env.request('POST', '/api/v2/pushes', { push: { payload: 'x' } })).status).toBe(503);
    expect(await storeUp()).toBe(0);
    faults.clear();
    expect(await storeUp()).toBe(1);
    await env.store.close();
  });

  it("answers 503, not an error page, when the workers' metrics cannot be gathered", async () => {
    const local = createMetrics({ storeHealth: async () => ({ writable: true, problem: null }) });
    const failing = {
      ...local,
      text: () =>
        Promise.reject(new Error("the workers' metrics could not be gathered: the primary did not answer")),
    };
    const res = await metricsRoutes(failing, TOKEN).request('/', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe("the workers' metrics could not be gathered: the primary did not answer\n");
  });

  it("gives up on the primary's gathering after 6 s, saying so", async () => {
    vi.useFakeTimers();
    try {
      // Outside a cluster nothing answers the request, as when the primary is too busy to.
      const asked = wholeMetricsOf(new Registry())();
      const refused = expect(asked).rejects.toThrow(
        "the workers' metrics could not be gathered: the primary did not answer",
      );
      await vi.advanceTimersByTimeAsync(6_000);
      await refused;
    } finally {
      vi.useRealTimers();
    }
  });
});
