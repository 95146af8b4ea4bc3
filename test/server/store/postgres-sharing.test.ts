import { afterEach, expect, it } from 'vitest';
import { openPostgresStore, type PostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { deliveryRecord } from './conformance-deliveries.ts';
import { oneTimeRecord } from './conformance-one-times.ts';
import { totpRecord } from './conformance-totp.ts';
import { DAY, pushRecord, T0, userRecord, visitor } from './fixtures.ts';

/** Two stores over one database stand for two server processes (each has its own pool). */
describePg('PostgreSQL store shared by several processes', () => {
  const stores: PostgresStore[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
  });
  async function twoStores(label: string): Promise<[PostgresStore, PostgresStore]> {
    const url = await createTestDatabase(label);
    const a = await openPostgresStore({ url, instanceKey: Buffer.alloc(32, 7) });
    const b = await openPostgresStore({ url, instanceKey: Buffer.alloc(32, 7) });
    stores.push(a, b);
    return [a, b];
  }

  it('runs a task in one process at a time, and in the other once the first is done', async () => {
    const [a, b] = await twoStores('run_alone');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = a.runAlone('sweep', async () => {
      started();
      await held;
      return 'a swept';
    });
    await running;
    let ranInB = false;
    expect(
      await b.runAlone('sweep', async () => {
        ranInB = true;
      }),
    ).toBeUndefined();
    expect(ranInB).toBe(false);
    expect(await b.runAlone('other task', async () => 'b ran')).toBe('b ran');
    release();
    expect(await first).toBe('a swept');
    expect(await b.runAlone('sweep', async () => 'b swept')).toBe('b swept');
  });

  it('hands out a 3-view push exactly 3 times to 200 parallel readers split between two processes', async () => {
    const [a, b] = await twoStores('split_claims');
    const push = pushRecord({ expireAfterViews: 3 });
    await a.insertPush(push, visitor, T0);
    const claims = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 === 0 ? a : b).claimView(push.urlToken, { owner: false, audit: visitor }, T0 + 1),
      ),
    );
    const payloads = claims.filter((c) => c?.outcome === 'view' && c.push.payload !== null);
    expect(payloads).toHaveLength(3);
    expect(claims.filter((c) => c?.outcome === 'failed_view')).toHaveLength(197);
    expect(await b.findPush(push.urlToken)).toMatchObject({
      expired: true,
      payload: null,
      countedViews: 200,
    });
    const log = await a.auditLog(push.urlToken, { offset: 0, limit: 300 });
    expect(log.filter((e) => e.kind === 'view')).toHaveLength(3);
    expect(log.filter((e) => e.kind === 'failed_view')).toHaveLength(197);
  });

  it('never returns one due push to two sweepers running at once', async () => {
    const [a, b] = await twoStores('two_sweepers');
    const pushes = Array.from({ length: 120 }, (_, i) => pushRecord({ expiresAt: T0 + DAY + i }));
    for (const push of pushes) await a.insertPush(push, visitor, T0);
    const rounds = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? a : b).expireDue(T0 + 2 * DAY)),
    );
    const swept = rounds.flat().map((p) => p.urlToken);
    expect(swept).toHaveLength(120);
    expect(new Set(swept)).toEqual(new Set(pushes.map((p) => p.urlToken)));
  });

  it('sees a session made through one process from the other', async () => {
    const [a, b] = await twoStores('shared_session');
    const session = { idHash: 'f'.repeat(64), userId: 'u1', passwordTag: 'tag', expiresAt: T0 + DAY };
    await a.insertSession(session);
    expect(await b.findSession(session.idHash)).toEqual(session);
  });

  it('grants a time step, a backup code and a one-time record once when two processes use each at once', async () => {
    const [a, b] = await twoStores('shared_second_step');
    const user = userRecord();
    await a.insertUser(user);
    await a.setUserTotp(user.id, totpRecord());
    const record = oneTimeRecord({ userId: user.id, purpose: 'second_step' });
    await a.insertOneTime(record);
    const both = <T>(use: (store: PostgresStore) => Promise<T>) =>
      Promise.all(Array.from({ length: 20 }, (_, i) => use(i % 2 === 0 ? a : b)));
    expect((await both((s) => s.useTotpStep(user.id, 5))).filter(Boolean)).toHaveLength(1);
    expect((await both((s) => s.useBackupCode(user.id, 'b'.repeat(64)))).filter(Boolean)).toHaveLength(1);
    const takes = await both((s) => s.takeOneTime(record.hash, 'second_step', T0));
    expect(takes.filter((taken) => taken !== undefined)).toEqual([record]);
    const totp = totpRecord({ lastStep: 5, backupCodes: ['a'.repeat(64), 'c'.repeat(64)] });
    expect((await b.findUserById(user.id))?.totp).toEqual(totp);
  });

  it('hands each due delivery to one worker when workers in two processes claim at once', async () => {
    const [a, b] = await twoStores('shared_deliveries');
    const one = deliveryRecord();
    await a.insertDelivery(one);
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a : b).claimDueDeliveries(T0 + 1, 5, 60_000)),
    );
    expect(claims.flat()).toEqual([{ ...one, claimedUntil: T0 + 1 + 60_000 }]);

    const many = Array.from({ length: 60 }, (_, i) => deliveryRecord({ nextAttemptAt: T0 + i }));
    for (const delivery of many) await b.insertDelivery(delivery);
    const rounds = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? a : b).claimDueDeliveries(T0 + 100, 7, 60_000)),
    );
    const claimed = rounds.flat().map((delivery) => delivery.id);
    expect(claimed).toHaveLength(60);
    expect(new Set(claimed)).toEqual(new Set(many.map((delivery) => delivery.id)));
    expect(await a.claimDueDeliveries(T0 + 100, 100, 60_000)).toEqual([]);
  });
});
