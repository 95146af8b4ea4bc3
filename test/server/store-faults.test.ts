import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { LowdbStore } from '../../server/store/lowdb-store.ts';
import { durableApp } from './durable-app.ts';
import { type FsOp, faultyFs } from './store/faulty-fs.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup() {
  const faults = faultyFs();
  const env = await durableApp({ fs: faults.fs });
  cleanups.push(async () => {
    await env.store.close();
    await rm(env.dataDir, { recursive: true, force: true });
  });
  const acknowledged: string[] = [];
  const create = async (payload: string) => {
    const res = await env.request('POST', '/api/v2/pushes', { push: { payload, expire_after_views: 3 } });
    if (res.status === 201) acknowledged.push((res.json as { url_token: string }).url_token);
    return res;
  };
  return { ...env, faults, acknowledged, create };
}

const REFUSAL = {
  error: 'The server cannot save anything right now; nothing was changed. Try again shortly.',
};

/** Where each fault bites: the journal's writes, or the opening of the files a compaction makes. */
const cases: { code: string; ops: FsOp[]; partial?: boolean; compactFirst?: boolean }[] = [
  { code: 'ENOSPC', ops: ['write'], partial: true },
  { code: 'EIO', ops: ['write', 'sync'] },
  { code: 'EMFILE', ops: ['open'], compactFirst: true },
];

describe.each(cases)('the store under $code', ({ code, ops, partial, compactFirst }) => {
  it('answers 503 with Retry-After while the fault lasts, then recovers by itself losing nothing acknowledged', async () => {
    const env = await setup();
    for (let i = 0; i < 5; i++) expect((await env.create(`before ${i}`)).status).toBe(201);
    const viewed = env.acknowledged[0] ?? '';
    expect((await env.request('GET', '/up')).status).toBe(200);

    env.faults.inject(code, ops, { partial: partial ?? false });
    // A compaction meeting the fault fails quietly; the journal file it rotated to cannot be opened.
    if (compactFirst) await (env.store as LowdbStore).compact();
    const refused = await env.create('refused');
    expect(refused.status).toBe(503);
    expect(refused.json).toEqual(REFUSAL);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('content-type')).toContain('application/json');
    // Later writes are refused at once; a view is a write (it counts), so it is refused too and counts nothing.
    expect((await env.create('also refused')).status).toBe(503);
    const view = await env.request('GET', `/api/v2/pushes/${viewed}`);
    expect([view.status, view.headers.get('retry-after')]).toEqual([503, '5']);
    // A read that writes nothing is still answered.
    expect((await env.request('GET', `/api/v2/pushes/${viewed}/preview`)).status).toBe(200);
    const up = await env.request('GET', '/up');
    expect([up.status, up.headers.get('retry-after')]).toEqual([503, '5']);
    expect(env.faults.injected).toBeGreaterThan(0);

    env.faults.clear();
    expect((await env.request('GET', '/up')).status).toBe(200);
    expect((await env.create('after')).status).toBe(201);
    const seen = await env.request('GET', `/api/v2/pushes/${viewed}`);
    expect([seen.status, (seen.json as { views_remaining: number }).views_remaining]).toEqual([200, 2]);
    expect(env.logLines.filter((l) => l.startsWith('store '))).toEqual([
      `store unavailable (${code})`,
      'store recovered',
    ]);

    await env.store.close();
    const reopened = await env.open();
    for (const token of env.acknowledged) expect(await reopened.findPush(token)).toBeDefined();
    expect((await reopened.findPush(viewed))?.countedViews).toBe(1);
    // Nothing refused came back: the store holds exactly the six acknowledged pushes.
    expect(env.acknowledged).toHaveLength(6);
    expect((await reopened.expireDue(Date.now() + 365 * 86_400_000)).length).toBe(6);
    await reopened.close();
  });
});

it('answers pages with a 503 page, not an error page, while the store cannot write', async () => {
  const env = await setup();
  const created = await env.create('page');
  const token = (created.json as { url_token: string }).url_token;
  env.faults.inject('ENOSPC', ['write']);
  await env.create('refused');
  const page = await env.request('GET', `/p/${token}`);
  expect(page.status).toBe(503);
  expect(page.headers.get('retry-after')).toBe('5');
  expect(page.text).toContain('Try again shortly');
});

it('logs nothing for a health check, up or down', async () => {
  const env = await setup();
  await env.request('GET', '/up');
  env.faults.inject('ENOSPC', ['write']);
  await env.create('refused');
  const before = env.logLines.length;
  expect((await env.request('GET', '/up')).status).toBe(503);
  expect(env.logLines.slice(before)).toEqual([]);
});

it('recovers on its own timer, with no health check asked, once the disk has room again', async () => {
  const faults = faultyFs();
  const env = await durableApp({ fs: faults.fs, retryMs: 20 });
  cleanups.push(async () => {
    await env.store.close();
    await rm(env.dataDir, { recursive: true, force: true });
  });
  const post = () => env.request('POST', '/api/v2/pushes', { push: { payload: 'timer' } });
  faults.inject('ENOSPC', ['write']);
  expect((await post()).status).toBe(503);
  faults.clear();
  // A refused write does not itself retry: only the store's timer can bring it back here.
  let status = 503;
  for (let tries = 0; status === 503 && tries < 500; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    status = (await post()).status;
  }
  expect(status).toBe(201);
  expect(env.logLines.filter((l) => l.startsWith('store '))).toEqual([
    'store unavailable (ENOSPC)',
    'store recovered',
  ]);
});
