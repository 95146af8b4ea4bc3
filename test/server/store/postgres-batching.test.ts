import { afterEach, expect, it } from 'vitest';
import { StoreConflictError } from '../../../server/store/memory/store-rules.ts';
import { openPostgresStore, type PostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { DAY, pushRecord, T0, TEST_KEY, userRecord, visitor } from './fixtures.ts';

/** Calls made at once share statements (batcher.ts); these check that sharing changes no answer. */
describePg('PostgreSQL store: calls made at once', () => {
  const stores: PostgresStore[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
  });
  async function open(url: string): Promise<PostgresStore> {
    const store = await openPostgresStore({ url, instanceKey: TEST_KEY });
    stores.push(store);
    return store;
  }
  /** Counts the statements the store's pool sends from now on. */
  function countStatements(store: PostgresStore): () => number {
    let sent = 0;
    const query = store.pool.query.bind(store.pool) as (...args: unknown[]) => unknown;
    (store.pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      sent++;
      return query(...args);
    };
    return () => sent;
  }

  it('sends 200 inserts, finds, claims and failed-passphrase entries made at once in a few statements each', async () => {
    const store = await open(await createTestDatabase('batching_counts'));
    const sent = countStatements(store);
    const pushes = Array.from({ length: 200 }, () => pushRecord({ expireAfterViews: 1 }));
    await Promise.all(pushes.map((p) => store.insertPush(p, visitor, T0)));
    const afterInserts = sent();
    const found = await Promise.all(pushes.map((p) => store.findPush(p.urlToken)));
    const afterFinds = sent();
    const claims = await Promise.all(
      pushes.map((p) => store.claimView(p.urlToken, { owner: false, audit: visitor }, T0 + 1)),
    );
    const afterClaims = sent();
    await Promise.all(pushes.map((p) => store.logFailedPassphrase(p.urlToken, visitor, T0 + 2)));
    const afterFailures = sent();

    expect(found.map((p) => p?.urlToken)).toEqual(pushes.map((p) => p.urlToken));
    expect(claims.map((c) => c?.outcome)).toEqual(pushes.map(() => 'view'));
    expect(claims.map((c) => c?.push.urlToken)).toEqual(pushes.map((p) => p.urlToken));
    const logs = await Promise.all(pushes.map((p) => store.auditLog(p.urlToken, { offset: 0, limit: 10 })));
    expect(logs.map((log) => log.map((e) => e.kind))).toEqual(
      pushes.map(() => ['failed_passphrase', 'view', 'creation']),
    );
    // One statement per call would be 200 each; batches of up to 64, four at once, need far fewer.
    for (const statements of [afterInserts, afterFinds - afterInserts, afterClaims - afterFinds]) {
      expect(statements).toBeLessThanOrEqual(20);
    }
    expect(afterFailures - afterClaims).toBeLessThanOrEqual(20);
  });

  it('answers 200 listings and token look-ups made at once as each alone, in a few statements', async () => {
    const store = await open(await createTestDatabase('batching_lists'));
    const users = Array.from({ length: 5 }, () => userRecord());
    for (const user of users) await store.insertUser(user);
    // Per owner: live pushes, pushes stored as expired, past their views, and past their days at T0 + DAY.
    const pushes = users.flatMap((user, u) =>
      Array.from({ length: 30 + u }, (_, i) =>
        pushRecord({
          ownerId: user.id,
          name: `push ${u}.${i}`,
          expired: i % 7 === 0,
          countedViews: i % 5 === 0 ? 5 : 0,
          expiresAt: i % 3 === 0 ? T0 + DAY / 2 : T0 + 7 * DAY,
        }),
      ),
    );
    for (const push of pushes) await store.insertPush(push, visitor, T0);
    const calls = Array.from({ length: 200 }, (_, i) => ({
      owner: (users[i % users.length] as { id: string }).id,
      query: { expired: i % 2 === 1, now: T0 + (i % 3) * DAY, offset: (i % 4) * 5, limit: 5 + (i % 7) },
      tokenHash: i % 10 === 9 ? 'no-such-hash' : (users[i % users.length] as { tokenHash: string }).tokenHash,
    }));
    const listed = (records: { urlToken: string; name: string }[]) =>
      records.map((p) => `${p.urlToken} ${p.name}`);
    const alone = [];
    for (const call of calls)
      alone.push({
        page: listed(await store.listByOwner(call.owner, call.query)),
        user: (await store.findUserByTokenHash(call.tokenHash))?.id,
      });

    const sent = countStatements(store);
    const pages = await Promise.all(calls.map((c) => store.listByOwner(c.owner, c.query)));
    const afterLists = sent();
    const found = await Promise.all(calls.map((c) => store.findUserByTokenHash(c.tokenHash)));

    expect(pages.map(listed)).toEqual(alone.map((a) => a.page));
    expect(found.map((user) => user?.id)).toEqual(alone.map((a) => a.user));
    // Live and expired listings are two statements; neither runs once per call.
    expect(afterLists).toBeLessThanOrEqual(20);
    expect(sent() - afterLists).toBeLessThanOrEqual(20);
    // The calls cover pages with something on them, empty pages, and an unknown token.
    expect(pages.some((page) => page.length > 0) && pages.some((page) => page.length === 0)).toBe(true);
    expect(found.filter((user) => user === undefined)).toHaveLength(20);
  });

  it('refuses the second of two pushes inserted at once with the same url token, and keeps the first', async () => {
    const store = await open(await createTestDatabase('batching_conflict'));
    const first = pushRecord({ payload: 'sealed:first' });
    const second = { ...first, payload: 'sealed:second' };
    const results = await Promise.allSettled([
      store.insertPush(first, visitor, T0),
      store.insertPush(second, visitor, T0),
    ]);
    expect(results[0]?.status).toBe('fulfilled');
    expect(results[1]?.status === 'rejected' && results[1].reason).toBeInstanceOf(StoreConflictError);
    expect((await store.findPush(first.urlToken))?.payload).toBe('sealed:first');
    expect(await store.auditLog(first.urlToken, { offset: 0, limit: 10 })).toHaveLength(1);
  });

  it('answers claims and failed-passphrase entries on the same pushes, from two processes at once, without a deadlock', async () => {
    const url = await createTestDatabase('batching_locks');
    const [a, b] = [await open(url), await open(url)];
    const pushes = Array.from({ length: 40 }, () => pushRecord({ expireAfterViews: 3, expiresAt: T0 + DAY }));
    await Promise.all(pushes.map((p) => a.insertPush(p, visitor, T0)));
    // Each push gets 10 reads and 10 failed passphrases, shuffled and split between the two stores.
    const calls = pushes.flatMap((p) =>
      Array.from({ length: 20 }, (_, i) => ({
        token: p.urlToken,
        read: i % 2 === 0,
        store: i % 4 < 2 ? a : b,
      })),
    );
    for (let i = calls.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [calls[i], calls[j]] = [calls[j] as (typeof calls)[number], calls[i] as (typeof calls)[number]];
    }
    const outcomes = await Promise.all(
      calls.map(async ({ token, read, store }) => {
        if (!read)
          return store.logFailedPassphrase(token, visitor, T0 + 1).then(() => ({ token, outcome: 'failed' }));
        const claim = await store.claimView(token, { owner: false, audit: visitor }, T0 + 1);
        return { token, outcome: claim?.outcome ?? 'missing' };
      }),
    );
    for (const push of pushes) {
      const mine = outcomes.filter((o) => o.token === push.urlToken).map((o) => o.outcome);
      expect(mine.filter((o) => o === 'view')).toHaveLength(3);
      expect(mine.filter((o) => o === 'failed_view')).toHaveLength(7);
      const log = await a.auditLog(push.urlToken, { offset: 0, limit: 50 });
      expect(log).toHaveLength(21);
    }
  });
});
