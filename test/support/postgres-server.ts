import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';
import { findPostgresBinDir, runPostgresTool, runsAsRoot } from './postgres-binaries.ts';
import { guardServerDir } from './postgres-cleanup.ts';

export interface PostgresServer {
  /** The admin URL: `postgres://test@127.0.0.1:PORT/postgres` (trust auth, no password). */
  readonly url: string;
  readonly port: number;
  readonly binDir: string;
  readonly dataDir: string;
  /** A clean shutdown (`pg_ctl -m fast`); the data stays for `start()`. */
  stop(): Promise<void>;
  /** An immediate shutdown (`pg_ctl -m immediate`), as a crash: no checkpoint, recovery on the next start. */
  kill(): Promise<void>;
  /** Starts the server again on the same directory and port. */
  start(): Promise<void>;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server if it runs and removes its directory; the server is gone for good. */
  destroy(): Promise<void>;
  /** What the server wrote to its log so far (for failure messages; holds no test data). */
  log(): string;
}

const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Starts a PostgreSQL server of its own under /tmp on a free loopback port; rejects when none is installed. */
export async function startPostgresServer(binDir = findPostgresBinDir()): Promise<PostgresServer> {
  if (binDir === null) throw new Error('PostgreSQL not found: no /usr/lib/postgresql/*/bin/pg_ctl');
  const base = await makeOwnedTempDir();
  const data = join(base, 'data');
  const logFile = join(base, 'server.log');
  const guard = guardServerDir(binDir, base, data);
  // initdb's own fsyncs only guard against a machine crash of a throwaway directory; the server keeps fsync on.
  const initArgs = ['-D', data, '-U', 'test', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'];
  await runPostgresTool(binDir, 'initdb', [...initArgs, '--no-instructions']);
  const pgCtl = (args: string[]) => runPostgresTool(binDir, 'pg_ctl', ['-D', data, ...args]);
  const start = () => pgCtl(['-l', logFile, '-w', '-t', '120', 'start']).then(() => undefined);
  let port = 0;
  // Another process may take the free port between our probe and the server's bind: try a fresh one.
  for (let attempt = 1; port === 0; attempt++) {
    const candidate = await freePort();
    appendFileSync(join(data, 'postgresql.auto.conf'), settings(candidate, base));
    try {
      await start();
      port = candidate;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  const url = `postgres://test@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    binDir,
    dataDir: data,
    stop: () => pgCtl(['-m', 'fast', '-w', 'stop']).then(() => undefined),
    kill: () => pgCtl(['-m', 'immediate', '-w', 'stop']).then(() => undefined),
    start,
    createDatabase: (name) => createDatabase(url, name),
    destroy: async () => {
      await pgCtl(['-m', 'fast', '-w', 'stop']).catch(() => undefined);
      rmSync(base, { recursive: true, force: true });
      guard.release();
    },
    log: () => readFileSync(logFile, 'utf8'),
  };
}

function settings(port: number, socketDir: string): string {
  // The last setting of a name wins, so a retry on another port can simply append.
  return [
    `listen_addresses = '127.0.0.1'`,
    `port = ${port}`,
    `unix_socket_directories = '${socketDir}'`,
    // Three test files at a time share this server, each with its own pools.
    'max_connections = 400',
    '',
  ].join('\n');
}

/** Creates an empty database named `name` through the admin URL and returns the new database's URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  if (!DATABASE_NAME.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A short directory under /tmp (a unix socket path must stay under 107 bytes) that the server's user owns. */
async function makeOwnedTempDir(): Promise<string> {
  if (!runsAsRoot()) return mkdtempSync('/tmp/pgt-');
  const made = spawnSync('runuser', ['-u', 'postgres', '--', 'mktemp', '-d', '/tmp/pgt-XXXXXXXX'], {
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`could not make a directory for PostgreSQL: ${made.stderr}`);
  return made.stdout.trim();
}
