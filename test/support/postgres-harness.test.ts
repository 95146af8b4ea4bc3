import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, describePg, postgresAdminUrl, useTestDatabase } from './pg-test.ts';
import { NOT_FOUND_LINE, setupPostgres } from './postgres-global.ts';
import { type PostgresServer, startPostgresServer } from './postgres-server.ts';
import { until } from './until.ts';

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

it('fails the run under CI when PostgreSQL is missing, and skips with one line elsewhere', async () => {
  const provided: unknown[] = [];
  const project = { provide: (_key: string, value: unknown) => provided.push(value) };
  const warnings: string[] = [];
  const warn = (line: string) => warnings.push(line);
  await expect(setupPostgres(project, { binDir: null, ci: true, warn })).rejects.toThrow(
    /PostgreSQL not found/,
  );
  expect(provided).toEqual([]);
  await setupPostgres(project, { binDir: null, ci: false, warn });
  expect(provided).toEqual([null]);
  expect(warnings).toEqual([NOT_FOUND_LINE]);
});

describePg('the shared test PostgreSQL server', () => {
  const database = useTestDatabase('harness');

  it('answers on loopback with fsync on, as PostgreSQL 15 or newer', async () => {
    const adminUrl = postgresAdminUrl() ?? '';
    expect(new URL(adminUrl).hostname).toBe('127.0.0.1');
    const [row] = await query<{ version: string; fsync: string; listen: string }>(
      adminUrl,
      "SELECT current_setting('server_version_num') AS version, current_setting('fsync') AS fsync, current_setting('listen_addresses') AS listen",
    );
    expect(Number(row?.version)).toBeGreaterThanOrEqual(150000);
    expect(row).toMatchObject({ fsync: 'on', listen: '127.0.0.1' });
  });

  it('gives this file an empty database of its own that takes writes', async () => {
    const url = database.url();
    expect(new URL(url).pathname).toMatch(/^\/t_harness_[0-9a-f]{12}$/);
    expect(await query(url, "SELECT 1 FROM pg_tables WHERE schemaname = 'public'")).toEqual([]);
    await query(url, 'CREATE TABLE note (body text)');
    await query(url, 'INSERT INTO note VALUES ($1)', ['written']);
    expect(await query(url, 'SELECT body FROM note')).toEqual([{ body: 'written' }]);
  });

  it('makes a different database on every call', async () => {
    const [first, second] = await Promise.all([createTestDatabase('twin'), createTestDatabase('twin')]);
    expect(first).not.toBe(second);
    await query(first ?? '', 'CREATE TABLE only_here (id int)');
    expect(await query(second ?? '', "SELECT 1 FROM pg_tables WHERE tablename = 'only_here'")).toEqual([]);
  });
});

describePg('a PostgreSQL server of its own', () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgresServer();
  });
  afterAll(() => server?.destroy());

  it('keeps committed rows through an immediate stop and a clean stop, on the same port', async () => {
    const url = await server.createDatabase('kept');
    await query(url, 'CREATE TABLE kept (id int)');
    await query(url, 'INSERT INTO kept VALUES (1)');
    await server.kill();
    await expect(query(url, 'SELECT 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await server.start();
    await query(url, 'INSERT INTO kept VALUES (2)');
    await server.stop();
    await server.start();
    expect(await query(url, 'SELECT id FROM kept ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(server.url).toBe(`postgres://test@127.0.0.1:${server.port}/postgres`);
  });

  it('leaves no directory behind once destroyed', async () => {
    const other = await startPostgresServer();
    expect(existsSync(other.dataDir)).toBe(true);
    await other.destroy();
    expect(existsSync(other.dataDir)).toBe(false);
    await expect(query(other.url, 'SELECT 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('goes away with the test process that started it, even one killed outright', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'postgres-child.ts')],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const started = await new Promise<{ dataDir: string; url: string }>((resolve, reject) => {
      let text = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('\n')) resolve(JSON.parse(text));
      });
      child.once('exit', (code) => reject(new Error(`the child exited with ${code}`)));
    });
    expect(await query(started.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    child.kill('SIGKILL');
    await until(() => !existsSync(started.dataDir), "the killed process's server directory is gone", 30_000);
    await expect(query(started.url, 'SELECT 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
