import { afterEach, expect, it } from 'vitest';
import { openPostgresStore, type PostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { requestRecord } from './conformance-requests.ts';
import { T0, TEST_KEY, userRecord } from './fixtures.ts';

const HOUR = 60 * 60_000;

/** Two stores over one database stand for two server processes (each has its own pool). */
describePg('Requests in a PostgreSQL store shared by several processes', () => {
  const stores: PostgresStore[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
  });
  async function twoStores(label: string): Promise<[PostgresStore, PostgresStore, string]> {
    const url = await createTestDatabase(label);
    const a = await openPostgresStore({ url, instanceKey: TEST_KEY });
    const b = await openPostgresStore({ url, instanceKey: TEST_KEY });
    stores.push(a, b);
    const owner = userRecord();
    await a.insertUser(owner);
    return [a, b, owner.id];
  }

  it('records one of 40 answers sent at once through two processes, and tells the other 39 it was answered', async () => {
    const [a, b, ownerId] = await twoStores('request_answers');
    const request = requestRecord({ ownerId });
    await a.insertRequest(request);
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 === 0 ? a : b).answerRequest(request.urlToken, `sealed:answer-${i}`, T0 + 5),
      ),
    );
    const won = outcomes.filter((o) => o?.outcome === 'answered');
    expect(won).toHaveLength(1);
    const answered = won[0]?.request;
    expect(answered).toMatchObject({ state: 'answered', answeredAt: T0 + 5 });
    // Every loser sees the winner's answer, not an open request.
    expect(outcomes.filter((o) => o?.outcome === 'already_answered').map((o) => o?.request)).toEqual(
      Array(39).fill(answered),
    );
    expect(await b.findRequest(request.urlToken)).toEqual(answered);
  });

  it('lets either the answers or the close win when both come through two processes, never both', async () => {
    const [a, b, ownerId] = await twoStores('request_answer_close');
    for (let round = 0; round < 5; round++) {
      const request = requestRecord({ ownerId });
      await a.insertRequest(request);
      const [close, ...answers] = await Promise.all([
        (round % 2 === 0 ? a : b).closeRequest(request.urlToken, T0 + 5),
        ...Array.from({ length: 6 }, (_, i) =>
          (i % 2 === 0 ? b : a).answerRequest(request.urlToken, `sealed:answer-${i}`, T0 + 5),
        ),
      ]);
      const stored = await a.findRequest(request.urlToken);
      const won = answers.filter((o) => o?.outcome === 'answered');
      if (close?.before.state === 'open') {
        expect(won).toHaveLength(0);
        expect(stored).toMatchObject({ state: 'closed', closedAt: T0 + 5, answerToken: null });
      } else {
        expect(won).toHaveLength(1);
        expect(close?.after).toEqual(stored);
        expect(stored?.answerToken).toBe(won[0]?.request.answerToken);
      }
    }
  });

  it('hands each due request to one of two sweepers running at once', async () => {
    const [a, b, ownerId] = await twoStores('request_sweepers');
    const due = Array.from({ length: 60 }, (_, i) => requestRecord({ ownerId, closesAt: T0 + i }));
    for (const request of due) await a.insertRequest(request);
    const rounds = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? a : b).closeDueRequests(T0 + HOUR)),
    );
    const closed = rounds.flat();
    expect(closed.map((r) => r.urlToken).sort()).toEqual(due.map((r) => r.urlToken).sort());
    expect(closed.every((r) => r.state === 'closed' && r.closedAt === r.closesAt)).toBe(true);
    expect(await b.closeDueRequests(T0 + HOUR)).toEqual([]);
  });
});
