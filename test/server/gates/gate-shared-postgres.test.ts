import { afterEach, expect, it } from 'vitest';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { postgresCounters } from '../../../server/store/postgres/postgres-counters.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { type Harness, harness } from '../harness.ts';
import { TEST_KEY } from '../store/fixtures.ts';
import { webClient } from '../web-client.ts';
import { BOB, codeMailed } from './gate-support.ts';

/** Two app instances over one database, each with its own pool and the database's shared counters. */
describePg('gates on two servers over one PostgreSQL database', () => {
  const opened: Harness[] = [];
  afterEach(async () => {
    for (const h of opened.splice(0)) await h.close();
  });

  async function twoServers() {
    const url = await createTestDatabase('gate_two_servers');
    const storeA = await openPostgresStore({ url, instanceKey: TEST_KEY });
    const storeB = await openPostgresStore({ url, instanceKey: TEST_KEY });
    const a = await harness(undefined, {
      store: storeA,
      counters: postgresCounters(storeA.pool, TEST_KEY),
      mail: true,
    });
    opened.push(a);
    const b = await harness(undefined, {
      counters: postgresCounters(storeB.pool, TEST_KEY),
      sharedWith: { store: storeB, instanceKey: a.instanceKey, smtp: null },
      mail: true,
    });
    opened.push(b);
    b.clock.now = a.clock.now;
    return { a, b, close: () => storeB.close() };
  }

  it('takes a code mailed by one server on the other, once, and counts guesses across both', async () => {
    const { a, b, close } = await twoServers();
    try {
      const made = await a.create(
        { payload: 'one database', expire_after_views: 3, gate: { emails: [BOB] } },
        a.alice,
      );
      const path = `/p/${made.url_token}`;
      const onA = webClient(a.app);
      await onA.get(path);
      await onA.post(path, { gate_step: 'email', email: BOB });
      const code = (await codeMailed(a, BOB)) ?? '';
      const wrong = code === '000000' ? '111111' : '000000';
      const onB = webClient(b.app);
      await onB.get(path);
      // Five tries an hour, wherever they land: three on A and two on B use them all.
      for (const [server, visitor] of [
        [a, onA],
        [a, onA],
        [a, onA],
        [b, onB],
        [b, onB],
      ] as const) {
        void server;
        expect((await visitor.post(path, { gate_step: 'code', email: BOB, code: wrong })).status).toBe(401);
      }
      expect((await onB.post(path, { gate_step: 'code', email: BOB, code })).status).toBe(429);
      // A new hour: the code mailed by A opens the secret on B, and only once.
      a.clock.now += 3_600_001;
      b.clock.now = a.clock.now;
      await onA.post(path, { gate_step: 'email', email: BOB });
      const fresh = (await codeMailed(a, BOB)) ?? '';
      await onB.get(path);
      const admitted = await onB.post(path, { gate_step: 'code', email: BOB, code: fresh });
      expect(admitted.status).toBe(303);
      expect((await onB.get(path)).html).toContain('one database');
      await onA.get(path);
      expect((await onA.post(path, { gate_step: 'code', email: BOB, code: fresh })).status).toBe(401);
    } finally {
      await close();
    }
  });
});
