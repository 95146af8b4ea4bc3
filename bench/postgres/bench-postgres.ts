import pg from 'pg';
import { startPostgresServer } from '../../test/support/postgres-server.ts';

/** The bench's own PostgreSQL server: the tests' throwaway server, with fsync and the defaults on. */
export interface BenchPostgres {
  /** "PostgreSQL 15.x" as the server reports it. */
  readonly version: string;
  /** A new database, empty or a copy of `template`; its URL. */
  createDatabase(name: string, template?: string): Promise<string>;
  /** Runs one statement as the server's superuser. */
  admin(sql: string): Promise<pg.QueryResult>;
  /** Stops the server and removes its directory. */
  stop(): Promise<void>;
}

const PLAIN_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function startBenchPostgres(): Promise<BenchPostgres> {
  const server = await startPostgresServer();
  const admin = async (sql: string): Promise<pg.QueryResult> => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  try {
    const { rows } = await admin('SHOW server_version');
    const version = `PostgreSQL ${String(rows[0]?.server_version ?? '?').split(' ')[0]}`;
    return {
      version,
      admin,
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
      stop: () => server.destroy(),
    };
  } catch (error) {
    await server.destroy();
    throw error;
  }
}
