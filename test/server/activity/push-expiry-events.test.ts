import { describe, expect, it } from 'vitest';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import { DAY, harnessesClosedAfterEach } from '../harness.ts';
import { ANON, apiCall, lastSeq, SERVER, seenSince, targetOf } from './push-event-support.ts';

const open = harnessesClosedAfterEach();

describe('pushes expired by their limits', () => {
  it('records an expiry by days once, by the server, whether the sweep or a read finds it first', async () => {
    const h = await open();
    const swept = await h.create({ payload: 'by-days-1', expire_after_days: 1 }, h.alice);
    const read = await h.create({ payload: 'by-days-2', expire_after_days: 1 }, h.alice);
    const since = await lastSeq(h);
    h.clock.now += DAY + 1;
    // A read finds the second past its days first: a failed view, and the expiry it caused.
    expect((await apiCall(h, 'GET', `/api/v2/pushes/${read.url_token}`)).status).toBe(200);
    await h.service.sweep();
    await h.service.sweep();
    expect(await seenSince(h, since)).toEqual([
      {
        event: 'push.viewed',
        actor: ANON,
        target: targetOf('push', read.url_token),
        outcome: 'failure',
        details: { door: 'api', reason: 'expired' },
      },
      {
        event: 'push.expired',
        actor: SERVER,
        target: targetOf('push', read.url_token),
        outcome: 'success',
        details: { by: 'days' },
      },
      {
        event: 'push.expired',
        actor: SERVER,
        target: targetOf('push', swept.url_token),
        outcome: 'success',
        details: { by: 'days' },
      },
    ]);
  });

  it('records the failed reads held back in a minute as one entry with their count', async () => {
    const h = await open();
    const push = await h.create({ payload: 'guarded', passphrase: 'right one' }, h.alice);
    const since = await lastSeq(h);
    for (let i = 0; i < 5; i++) await apiCall(h, 'GET', `/api/v2/pushes/${push.url_token}?passphrase=no${i}`);
    h.clock.now += 61_000;
    await h.service.writeHeldFailures();
    const seen = await seenSince(h, since);
    expect(seen.map((entry) => [entry.event, entry.outcome, entry.details])).toEqual([
      ['push.passphrase_failed', 'failure', { door: 'api', reason: 'wrong' }],
      ['push.passphrase_failed', 'failure', { door: 'api', reason: 'wrong' }],
      ['push.passphrase_failed', 'failure', { door: 'api', reason: 'wrong' }],
      ['push.passphrase_failed', 'failure', { reason: 'wrong', count: 2 }],
    ]);
  });

  it('records a push deleted whole for its purge age once, by the server, after its expiry', async () => {
    const h = await open(undefined, { store: openMemoryStore({ purgeAfterMs: DAY }) });
    const push = await h.create({ payload: 'purged-later', expire_after_days: 1 }, h.alice);
    const since = await lastSeq(h);
    h.clock.now += DAY + 1;
    await h.service.sweep();
    h.clock.now += DAY + 1;
    await h.service.sweep();
    await h.service.sweep();
    expect(await h.store.findPush(push.url_token)).toBeUndefined();
    expect(await seenSince(h, since)).toEqual([
      {
        event: 'push.expired',
        actor: SERVER,
        target: targetOf('push', push.url_token),
        outcome: 'success',
        details: { by: 'days' },
      },
      {
        event: 'push.deleted',
        actor: SERVER,
        target: targetOf('push', push.url_token),
        outcome: 'success',
        details: { reason: 'purge_after' },
      },
    ]);
  });
});
