import { expect, it } from 'vitest';
import type { AllPushesQuery } from '../../../server/store/push-store.ts';
import type { Opened } from './conformance.ts';
import { DAY, pushRecord, T0, userRecord } from './fixtures.ts';

const creation = { ip: '', userAgent: '', referrer: '' };

/** The administrators' listing of every push: filtered, newest first, paged by the last one seen. */
export function allPushesRules(adapter: Opened): void {
  async function filled() {
    const store = await adapter.open();
    const [ann, ben] = [userRecord(), userRecord()];
    for (const u of [ann, ben]) await store.insertUser(u);
    const pushes = [
      pushRecord({ ownerId: ann.id, createdAt: T0 + 1 }),
      pushRecord({ ownerId: null, createdAt: T0 + 2 }),
      pushRecord({ ownerId: ben.id, createdAt: T0 + 3, expireAfterViews: 1, countedViews: 1 }),
      pushRecord({ ownerId: ann.id, createdAt: T0 + 4, expiresAt: T0 + DAY }),
      pushRecord({ ownerId: ann.id, createdAt: T0 + 4 }),
      pushRecord({ ownerId: null, createdAt: T0 + 5, expired: true, expiredOn: T0 + 6, payload: null }),
    ];
    for (const push of pushes) await store.insertPush(push, creation, push.createdAt);
    return { store, ann, ben, pushes };
  }
  const tokens = (listed: { urlToken: string }[]) => listed.map((p) => p.urlToken);

  it('lists every push newest first without payloads, filtered by owner (or anonymous) and state', async () => {
    const { store, ann, pushes } = await filled();
    const [a1, anon, b1, a2, a3, anonGone] = pushes.map((p) => p.urlToken);
    const list = (query: Partial<AllPushesQuery>) =>
      store.listAllPushes({ state: 'all', now: T0 + 2 * DAY, limit: 10, ...query });
    const all = await list({});
    expect(tokens(all).slice(0, 1)).toEqual([anonGone]);
    expect(tokens(all).slice(1, 3).sort()).toEqual([a2, a3].sort());
    expect(tokens(all).slice(3)).toEqual([b1, anon, a1]);
    expect(all.every((p) => !('payload' in p))).toBe(true);
    expect(tokens(await list({ ownerId: ann.id, state: 'active' })).sort()).toEqual([a1, a3].sort());
    expect(tokens(await list({ ownerId: ann.id, state: 'expired' }))).toEqual([a2]);
    expect(tokens(await list({ ownerId: null }))).toEqual([anonGone, anon]);
    expect(tokens(await list({ state: 'expired' })).sort()).toEqual([anonGone, a2, b1].sort());
    expect(await list({ ownerId: 'nobody' })).toEqual([]);
  });

  it('pages by the last push seen: every push once, in the same order as one long page, also within a millisecond', async () => {
    const { store } = await filled();
    const base = { state: 'all' as const, now: T0, limit: 10 };
    const whole = tokens(await store.listAllPushes(base));
    const paged: string[] = [];
    let after: AllPushesQuery['after'];
    for (let i = 0; i < 10; i++) {
      const page = await store.listAllPushes({
        ...base,
        limit: 2,
        ...(after === undefined ? {} : { after }),
      });
      paged.push(...tokens(page));
      const last = page.at(-1);
      if (page.length < 2 || last === undefined) break;
      after = { createdAt: last.createdAt, urlToken: last.urlToken };
    }
    expect(paged).toEqual(whole);
    expect(paged).toHaveLength(6);
  });
}
