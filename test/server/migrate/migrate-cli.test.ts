import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { type PopulatedDataDir, populatedDataDir } from './populated-data-dir.ts';

/**
 * Runs `npm run migrate -- ...` the way a person would, without npm's wrapper; asynchronously, so
 * a store this process holds can still answer the lock's question.
 */
function migrateCli(source: PopulatedDataDir, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/migrate.ts', ...args], {
    env: {
      ...process.env,
      DATA_DIR: source.dataDir,
      PWPUSH_MASTER_KEY: source.instanceKey.toString('hex'),
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise<{ status: number | null; stdout: string; stderr: string; all: string }>((resolve) =>
    child.once('close', (status) => resolve({ status, stdout, stderr, all: stdout + stderr })),
  );
}

/** The test server trusts every connection, so any password gets in: this one must never be printed. */
const PASSWORD = 'pw-Kx93-never-printed';
const withPassword = (url: string) => url.replace('//test@', `//test:${PASSWORD}@`);

describePg('the secret-push migrate command', () => {
  let source: PopulatedDataDir;
  beforeAll(async () => {
    source = await populatedDataDir();
  });

  it('moves the data directory, says the counts matched and where to point the server, and prints no secret', async () => {
    const url = withPassword(await createTestDatabase('migrate cli'));
    const run = await migrateCli(source, ['--to', url]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const audits = source.audits.flat().length;
    const n = source.tokens.length;
    const dbName = new URL(url).pathname.slice(1);
    const moved =
      '3 users, 1 second factor, 1 session, 1 invitation, 1 one-time record, 1 browser token, 1 API key, 1 delivery, ' +
      "1 user's notification settings, 1 notification, 2 requests, 1 file key, 1 file";
    expect(run.stdout.split('\n')).toEqual([
      `Migrating ${source.dataDir} into PostgreSQL at ${new URL(url).host} (database ${dbName}).`,
      `Read ${n} pushes, ${audits} audit entries, ${moved} from ${source.dataDir}.`,
      // The sign-ins and pushes that filled the data directory are in its activity log.
      expect.stringMatching(/^Read [1-9]\d* activity entries\.$/),
      'Marked the database "migration in progress": no server starts on it until this finishes.',
      expect.stringMatching(
        new RegExp(
          `^Done in \\d+\\.\\d s; the counts match: ${n} pushes, ${audits} audit entries, ${moved}\\.$`,
        ),
      ),
      'Start the server with DATABASE_URL set to this database, and the same instance key.',
      '',
    ]);
    const secrets = [
      PASSWORD,
      ...source.tokens,
      ...source.apiTokens,
      source.browser.token,
      ...source.linkTokens,
      'guarded secret',
      'open sesame',
      'id_rsa.pub',
      'VPN key',
      'knock knock',
    ];
    for (const secret of secrets) expect(run.all).not.toContain(secret);
  });

  it('refuses with status 1 and says who holds the data directory while a server runs on it', async () => {
    const url = await createTestDatabase('migrate cli locked');
    const server = await openLowdbStore({ dataDir: source.dataDir, instanceKey: source.instanceKey });
    try {
      const run = await migrateCli(source, ['--to', url]);
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(
        `Migration failed: The data directory ${source.dataDir} is in use by process ${process.pid}. ` +
          'Stop that server first, or use its CLI, which talks to the running server.\n',
      );
    } finally {
      await server.close();
    }
  });

  it('refuses a database that is not empty with status 1, and a target that is not a PostgreSQL URL with its usage', async () => {
    const url = withPassword(await createTestDatabase('migrate cli twice'));
    expect((await migrateCli(source, [`--to=${url}`])).status).toBe(0);
    // Without --to the target is DATABASE_URL's: this one, which is no longer empty.
    const again = await migrateCli(source, [], { DATABASE_URL: url });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(
      'Migration failed: The database is not empty: it holds pushes, users, sessions, invitations, one-time records, browser tokens, deliveries, ' +
        'notification settings, notifications, requests, file keys.',
    );
    expect(again.all).not.toContain(PASSWORD);

    const wrong = await migrateCli(source, ['--to', 'mysql://root:hunter2@db/x']);
    expect(wrong).toMatchObject({
      status: 1,
      stderr:
        'Migration failed: The target must start with postgres:// or postgresql:// (the value is not shown here: it may hold a password).\n',
    });
    const usage = await migrateCli(source, []);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/^Usage: secret-push migrate --to postgres:\/\//);
  });

  it('takes the database and the instance key from the files DATABASE_URL_FILE and PWPUSH_MASTER_KEY_FILE name', async () => {
    const url = withPassword(await createTestDatabase('migrate cli files'));
    const secrets = mkdtempSync(join(tmpdir(), 'secret-push-secrets-'));
    writeFileSync(join(secrets, 'database-url'), `${url}\n`);
    writeFileSync(join(secrets, 'master-key'), `${source.instanceKey.toString('hex')}\n`);
    const fromFiles = {
      PWPUSH_MASTER_KEY: '',
      PWPUSH_MASTER_KEY_FILE: join(secrets, 'master-key'),
      DATABASE_URL_FILE: join(secrets, 'database-url'),
    };
    const run = await migrateCli(source, [], fromFiles);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`into PostgreSQL at ${new URL(url).host}`);
    expect(run.all).not.toContain(PASSWORD);

    const both = await migrateCli(source, [], { ...fromFiles, DATABASE_URL: url });
    expect(both).toMatchObject({
      status: 1,
      stderr: 'Migration failed: DATABASE_URL and DATABASE_URL_FILE are both set: set only one of them.\n',
    });
    expect(both.all).not.toContain(PASSWORD);
  });
});
