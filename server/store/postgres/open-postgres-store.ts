import pg from 'pg';
import { type AtRestKeys, atRestCodec } from '../durable/at-rest.ts';
import type { Store } from '../port.ts';
import { accountQueries } from './account-queries.ts';
import { activityQueries, type InTransaction } from './activity-queries.ts';
import { activitySearchQueries } from './activity-search-queries.ts';
import { activityStreamQueries } from './activity-stream-queries.ts';
import { adminQueries } from './admin-queries.ts';
import { allPushesQueries } from './all-pushes-queries.ts';
import { apiKeyQueries } from './api-key-queries.ts';
import { brandLogoQueries } from './brand-logo-queries.ts';
import { deliveryQueries } from './delivery-queries.ts';
import { directoryQueries } from './directory-queries.ts';
import { fileKeyQueries } from './file-key-queries.ts';
import { notificationQueries } from './notification-queries.ts';
import { passkeyQueries } from './passkey-queries.ts';
import { policyQueries } from './policy-queries.ts';
import { pushQueries, type Query } from './push-queries.ts';
import { Reachability } from './reachability.ts';
import { requestQueries } from './request-queries.ts';
import { resealQueries } from './reseal-queries.ts';
import { runAloneOn } from './run-alone.ts';
import { migrateSchema, refuseHalfDoneImport } from './schema-migrations.ts';
import { signInQueries } from './sign-in-queries.ts';
import { userSuspensionQueries } from './user-suspension-queries.ts';

export { DatabaseStateError } from './schema-migrations.ts';

export interface PostgresStoreOptions {
  /** postgres://user:password@host:port/database; the password is never logged. */
  url: string;
  /**
   * The instance key (or its ring and the store's digest root): url tokens, names and file names
   * are sealed under it, and digested with a key derived from the root.
   */
  instanceKey: Buffer | AtRestKeys;
  /** Expired pushes older than this are deleted, audit included, by `expireDue`; omitted keeps them. */
  purgeAfterMs?: number;
  /** Connections this process keeps at most; 20 by default (it also bounds the commits that share one disk flush). */
  poolSize?: number;
  /** Told once when the database stops answering, and once when it answers again. */
  onUnavailable?: (problem: string) => void;
  onRecovered?: () => void;
}

export interface PostgresStore extends Store {
  readonly pool: pg.Pool;
}

/** No request waits longer than these for a connection, or for a statement, before it fails. */
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 10_000;
const PROBE_TIMEOUT_MS = 2_000;

/**
 * The store over PostgreSQL: several processes, on several machines, share one database and
 * behave as one. Brings the schema up to date at open, and refuses a database a migration left
 * half-done or a schema newer than this code (DatabaseStateError).
 */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<PostgresStore> {
  const config: pg.ClientConfig = {
    connectionString: options.url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 2_000,
    application_name: 'secret-push',
    keepAlive: true,
  };
  const pool = new pg.Pool({ ...config, max: options.poolSize ?? 20 });
  // An idle client losing its connection (the database restarting) is dropped by the pool; the
  // next query finds out and is answered with 503, so there is nothing to do here but not crash.
  pool.on('error', () => {});
  try {
    await migrateSchema(pool);
    await refuseHalfDoneImport(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }

  const reach = new Reachability(pool, {
    onUnavailable: options.onUnavailable ?? ((problem) => console.error(`Database unavailable: ${problem}`)),
    onRecovered: options.onRecovered ?? (() => console.error('Database available again.')),
    probeTimeoutMs: PROBE_TIMEOUT_MS,
  });
  let closed = false;
  const query: Query = (statement, values) => {
    if (closed) return Promise.reject(new Error('The store is closed.'));
    return reach.run(() => pool.query({ ...statement, values }));
  };
  const codec = atRestCodec(options.instanceKey);
  const inTransaction: InTransaction = (work) => {
    if (closed) return Promise.reject(new Error('The store is closed.'));
    return reach.run(async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    });
  };

  return {
    pool,
    ...pushQueries(query, codec, options.purgeAfterMs ?? null),
    ...accountQueries(query),
    ...adminQueries(query),
    ...signInQueries(query),
    ...apiKeyQueries(query),
    ...userSuspensionQueries(query),
    ...allPushesQueries(query, codec),
    ...deliveryQueries(query),
    ...notificationQueries(query),
    ...requestQueries(query, codec),
    ...fileKeyQueries(query),
    ...policyQueries(query),
    ...brandLogoQueries(query),
    ...passkeyQueries(query),
    ...directoryQueries(query),
    ...activityQueries(query, inTransaction),
    ...activityStreamQueries(query),
    ...activitySearchQueries(query),
    ...resealQueries(query),
    runAlone: (task, work) => {
      if (closed) return Promise.reject(new Error('The store is closed.'));
      return reach.run(() => runAloneOn(config, task, work));
    },
    health: async () => (closed ? { writable: false, problem: 'closed' } : reach.health()),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
