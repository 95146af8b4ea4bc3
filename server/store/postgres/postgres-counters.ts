import type pg from 'pg';
import { Batcher, DEFAULT_BATCHING } from '../../database/batcher.ts';
import { counterDigest } from '../../limits/counter-digest.ts';
import type { Counters } from '../../limits/counters.ts';
import { StoreUnavailableError } from '../store-unavailable.ts';
import { connectionProblem } from './connection-errors.ts';
import { ATTEMPT_MANY, CLEAR, HIT, PRUNE, TAKE_BACK } from './counter-statements.ts';

type Statement = { name: string; text: string };

/**
 * Counters in PostgreSQL, shared by every process over the database (tables of migration 002): pass
 * the store's pool (`PostgresStore.pool`), which has run the migrations, and the instance key.
 * `instanceKey` keys the digests that stand for the counted keys: url tokens, e-mails and client
 * addresses never reach the database. Old windows go when the sweep calls `prune`.
 */
export function postgresCounters(pool: pg.Pool, instanceKey: Buffer): Counters {
  const digest = counterDigest(instanceKey);
  const run = async <R extends pg.QueryResultRow>(statement: Statement, values: unknown[]) => {
    try {
      return await pool.query<R>({ ...statement, values });
    } catch (error) {
      // A lost database answers 503 like the store does; anything else is a bug and stays what it is.
      const problem = connectionProblem(error);
      throw problem === null ? error : new StoreUnavailableError(problem);
    }
  };
  /** Attempts that wait at once share one statement; one key appears once in it (an upsert touches a row once). */
  const attempts = new Batcher<{ key: Buffer; at: number; limit: number; windowMs: number }, boolean>(
    async (batch) => {
      const { rows } = await run<{ key: Buffer }>(ATTEMPT_MANY, [
        batch.map((a) => a.key),
        batch.map((a) => a.at),
        batch.map((a) => a.limit),
        batch.map((a) => a.windowMs),
      ]);
      const counted = new Set(rows.map((row) => row.key.toString('hex')));
      return batch.map((a) => counted.has(a.key.toString('hex')));
    },
    { ...DEFAULT_BATCHING, keyOf: (a) => a.key.toString('hex') },
  );
  return {
    attempt: (limit, key, at) =>
      attempts.call({ key: digest(limit.scope, key), at, limit: limit.limit, windowMs: limit.windowMs }),
    takeBack: async (limit, key, at) => {
      await run(TAKE_BACK, [digest(limit.scope, key), at]);
    },
    clear: async (limit, key) => {
      await run(CLEAR, [digest(limit.scope, key)]);
    },
    hit: async (windows, key, at) => {
      if (windows.length === 0) return [];
      const keys = windows.map((w) => digest(w.scope, key));
      const ends = windows.map((w) => (Math.floor(at / w.periodMs) + 1) * w.periodMs);
      const { rows } = await run<{ key: Buffer; window_end: string; hits: number }>(HIT, [keys, ends]);
      const byKey = new Map(rows.map((row) => [row.key.toString('hex'), row]));
      return keys.map((k) => {
        const row = byKey.get(k.toString('hex'));
        if (row === undefined) throw new Error('a counted window was not returned');
        return { hits: row.hits, endsAt: Number(row.window_end) };
      });
    },
    prune: async (at) => {
      await run(PRUNE, [at]);
    },
  };
}
