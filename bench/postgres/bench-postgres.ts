import pg from 'pg';
import { startPostgresServer } from '../../test/support/postgres-server.ts';
import type { StatementCounter } from '../server-rounds.ts';

/** The bench's own PostgreSQL server: the tests' throwaway server, with fsync and the defaults on. */
export interface BenchPostgres {
  /** "PostgreSQL 15.x" as the server reports it. */
  readonly version: string;
  /** A new database, empty or a copy of `template`; its URL. */
  createDatabase(name: string, template?: string): Promise<string>;
  /** Counts the statements run in database `name` (pg_stat_statements, top-level statements only). */
  statementCounter(name: string): StatementCounter;
  /** Runs one statement as the server's superuser. */
  admin(sql: string): Promise<pg.QueryResult>;
  /** Stops the server and removes its directory. */
  stop(): Promise<void>;
}

const PLAIN_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Starts the server with pg_stat_statements loaded (its cost is a small share of a statement's), so
 * the report can say how many statements each request sent.
 */
export async function startBenchPostgres(): Promise<BenchPostgres> {
  const server = await startPostgresServer();
  const admin = async (sql: string, values: unknown[] = []): Promise<pg.QueryResult> => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      return await client.query(sql, values);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
    await server.stop();
    await server.start();
    // In the admin database, which sees every database's statements.
    await admin('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const { rows } = await admin('SHOW server_version');
    const version = `PostgreSQL ${String(rows[0]?.server_version ?? '?').split(' ')[0]}`;
    return {
      version,
      admin: (sql) => admin(sql),
      createDatabase: async (name, template) => {
        if (template === undefined) return server.createDatabase(name);
        if (!PLAIN_NAME.test(name) || !PLAIN_NAME.test(template))
          throw new Error('not a plain database name');
        await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        // Each measured server starts after a checkpoint, not in the middle of one the copy caused.
        await admin('CHECKPOINT');
        const url = new URL(server.url);
        url.pathname = `/${name}`;
        return url.toString();
      },
      // Asked from the admin database, so the counting itself is not counted.
      statementCounter: (name) => ({
        reset: () => admin('SELECT pg_stat_statements_reset()').then(() => undefined),
        count: async () => {
          const counted = await admin(
            `SELECT coalesce(sum(calls), 0)::bigint AS calls FROM pg_stat_statements
              WHERE dbid = (SELECT oid FROM pg_database WHERE datname = $1)`,
            [name],
          );
          return Number(counted.rows[0]?.calls ?? 0);
        },
      }),
      stop: () => server.destroy(),
    };
  } catch (error) {
    await server.destroy();
    throw error;
  }
}
