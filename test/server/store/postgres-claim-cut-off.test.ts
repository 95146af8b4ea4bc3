import pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openPostgresStore, type PostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { StoreUnavailableError } from '../../../server/store/store-unavailable.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { until } from '../../support/until.ts';
import { ownerMeta, pushRecord, T0, TEST_KEY, visitor } from './fixtures.ts';

const HOLD = 4242;
/**
 * A test seam inside the database: a claim's `view` audit entry waits on an advisory lock the test
 * holds, so the claim stands still after it has counted the view and written the entry, before
 * its commit; the test then cuts its connection there.
 */
const HOLD_CLAIMS = `
  CREATE FUNCTION test_hold_claim() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN PERFORM pg_advisory_lock_shared(${HOLD}); PERFORM pg_advisory_unlock_shared(${HOLD}); RETURN NEW; END $$;
  CREATE TRIGGER test_hold_claim AFTER INSERT ON audits FOR EACH ROW WHEN (NEW.kind = 'view')
    EXECUTE FUNCTION test_hold_claim();`;

describePg('a PostgreSQL claim whose connection is cut before its commit', () => {
  let store: PostgresStore;
  let admin: pg.Client;
  beforeEach(async () => {
    const url = await createTestDatabase('claim cut off');
    store = await openPostgresStore({
      url,
      instanceKey: TEST_KEY,
      onUnavailable: () => {},
      onRecovered: () => {},
    });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(HOLD_CLAIMS);
  });
  afterEach(async () => {
    await admin.end();
    await store.close();
  });

  /** From now on every claim stands still at its audit entry. */
  const holdClaims = () => admin.query('SELECT pg_advisory_lock($1)', [HOLD]);

  /** Waits until `held` claims stand at their audit entry, and cuts their connections. */
  async function cutHeldClaims(held: number): Promise<void> {
    const waiting = async () =>
      (
        await admin.query<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE application_name = 'secret-push' AND wait_event = 'advisory'",
        )
      ).rows;
    await until(async () => (await waiting()).length === held, `${held} claim(s) stand at their audit entry`);
    for (const { pid } of await waiting()) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.query('SELECT pg_advisory_unlock($1)', [HOLD]);
  }

  const viewsOf = async (urlToken: string) => ({
    counted: (await store.findPush(urlToken))?.countedViews,
    audit: (await store.auditLog(urlToken, { offset: 0, limit: 10 })).map((e) => e.kind),
  });

  it('is refused as unavailable and uses no view: the count, the entry and the payload it hands out are one statement', async () => {
    const push = pushRecord({ expireAfterViews: 1 });
    await store.insertPush(push, ownerMeta, T0);
    await holdClaims();
    const claim = store.claimView(push.urlToken, { owner: false, audit: visitor }, T0 + 1);
    const refused = expect(claim).rejects.toBeInstanceOf(StoreUnavailableError);
    await cutHeldClaims(1);
    await refused;
    expect(await viewsOf(push.urlToken)).toEqual({ counted: 0, audit: ['creation'] });
    // The one view is still there for the next read, with its payload.
    await admin.query(`DROP TRIGGER test_hold_claim ON audits`);
    const again = await store.claimView(push.urlToken, { owner: false, audit: visitor }, T0 + 2);
    expect([again?.outcome, again?.push.payload]).toEqual(['view', push.payload]);
  });

  it('uses no view for any read of a batch that shared the cut statement', async () => {
    const pushes = [pushRecord({ expireAfterViews: 2 }), pushRecord({ expireAfterViews: 2 })];
    for (const push of pushes) await store.insertPush(push, ownerMeta, T0);
    await holdClaims();
    // Made in one turn of the event loop: the two claims go as one statement and share one commit.
    const claims = pushes.map((push) =>
      store.claimView(push.urlToken, { owner: false, audit: visitor }, T0 + 1),
    );
    const refused = claims.map((claim) => expect(claim).rejects.toBeInstanceOf(StoreUnavailableError));
    await cutHeldClaims(1);
    await Promise.all(refused);
    for (const push of pushes)
      expect(await viewsOf(push.urlToken)).toEqual({ counted: 0, audit: ['creation'] });
  });
});
