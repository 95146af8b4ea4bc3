import { describe, expect, it } from 'vitest';
import { memoryCounters } from '../../../server/limits/memory-counters.ts';
import { DAY } from '../harness.ts';
import { ALICE, keyStores, makeKey, revocableIds, signedInAt } from './key-flow.ts';

const BEYOND_SCOPE = {
  error: 'This API key\'s scope does not allow this request: it needs the "push" scope.',
  scope_needed: 'push',
};
const REVOKED = { error: 'This API key was revoked: make a new one on the token page.' };
const EXPIRED = { error: 'This API key has expired: make a new one on the token page.' };

describe.each(keyStores())('refused API keys in the activity log (%s)', (_, open) => {
  it('records a key refused in a loop once a minute per reason over both processes, and answers every request', async () => {
    const counters = memoryCounters();
    const first = await open({ counters });
    const second = await open({
      counters,
      sharedWith: { store: first.store, instanceKey: first.instanceKey, smtp: null },
    });
    const key = await makeKey(await signedInAt(first), { name: 'Looper', scope: 'read', days: '1' });
    const both = [first, second];
    const setClock = (at: number) => {
      for (const h of both) h.clock.now = at;
    };
    const refusals = async () =>
      (await first.store.readActivity(0, 1000))
        .filter((e) => e.event === 'api_key.refused')
        .map((e) => [e.details?.reason, e.at]);
    const loop = async (method: 'GET' | 'POST', status: number, body: object) => {
      for (let i = 0; i < 6; i++) {
        const answer = await both[i % 2]?.call(
          method,
          method === 'GET' ? '/api/v2/pushes/active' : '/api/v2/pushes',
          {
            token: key,
            body: method === 'POST' ? { push: { payload: 's' } } : undefined,
          },
        );
        expect([answer?.status, answer?.body]).toEqual([status, body]);
      }
    };
    const t0 = first.clock.now;
    setClock(t0);
    await loop('POST', 403, BEYOND_SCOPE);
    expect(await refusals()).toEqual([['scope', t0]]);
    setClock(t0 + 59_000);
    await loop('POST', 403, BEYOND_SCOPE);
    expect(await refusals()).toEqual([['scope', t0]]);
    setClock(t0 + 60_000);
    await loop('POST', 403, BEYOND_SCOPE);
    expect(await refusals()).toEqual([
      ['scope', t0],
      ['scope', t0 + 60_000],
    ]);
    setClock(t0 + DAY);
    await loop('GET', 401, EXPIRED);
    await loop('POST', 401, EXPIRED);
    expect(await refusals()).toEqual([
      ['scope', t0],
      ['scope', t0 + 60_000],
      ['expired', t0 + DAY],
    ]);
  });

  it('records a revoked key used in a loop once a minute, naming it revoked, and refuses every request', async () => {
    const h = await open();
    const browser = await signedInAt(h);
    const key = await makeKey(browser, { name: 'Leaked', scope: 'all' });
    const [id] = revocableIds((await browser.get('/users/token')).html);
    expect((await browser.post(`/users/token/keys/${id}/revoke`)).status).toBe(303);
    const t0 = h.clock.now;
    for (const step of [0, 1_000, 59_999, 60_000, 61_000]) {
      h.clock.now = t0 + step;
      const answer = await h.call('GET', '/api/v2/pushes/active', { token: key });
      expect([answer.status, answer.body]).toEqual([401, REVOKED]);
    }
    const alice = await h.store.findUserByEmail(ALICE);
    const refused = (await h.store.readActivity(0, 1000)).filter((e) => e.event === 'api_key.refused');
    expect(refused.map((e) => [e.actor, e.target, e.outcome, e.details, e.at])).toEqual(
      [t0, t0 + 60_000].map((at) => [
        { kind: 'api_key', id: alice?.id, name: 'Leaked' },
        { kind: 'api_key', id },
        'failure',
        { name: 'Leaked', scope: 'all', reason: 'revoked' },
        at,
      ]),
    );
  });
});
