import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, describePg } from '../support/pg-test.ts';
import { findPostgresBinDir, runPostgresTool } from '../support/postgres-binaries.ts';
import { type RunningServer, startServer, tempDataDir, userCliAsync } from '../support/server-process.ts';
import { canariesIn, canariesInTree, filesUnder } from './canary-scan.ts';
import { signInOnTheWeb } from './web-sign-in.ts';

const mark = randomBytes(4).toString('hex');
const canary = (what: string) => `canary-${what}-${mark}`;
const EMAIL = 'dump@example.com';

describePg('a dump of a database the real server filled holds no secret', () => {
  let server: RunningServer;
  let databaseUrl: string;
  let filesDir: string;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase('dump_canary');
    filesDir = mkdtempSync(join(tmpdir(), 'pg-files-'));
    server = await startServer(tempDataDir(), {
      DATABASE_URL: databaseUrl,
      FILES_DIR: filesDir,
      PWP__ENABLE_FILE_PUSHES: 'true',
    });
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  it('holds no payload, passphrase, note, name, file name or content, url token, API token or session id', async () => {
    const secrets: Record<string, string> = {
      textPayload: canary('text-payload'),
      urlPayload: `https://canary-url.example/${mark}`,
      qrPayload: canary('qr-payload'),
      filePushPayload: canary('file-push-payload'),
      passphrase: canary('passphrase'),
      note: canary('note'),
      name: canary('name'),
      fileName: `${canary('file-name')}.txt`,
      fileContent: canary('file-content'),
      password: canary('password'),
    };
    // The user command opens the database itself, with the server's key from its data directory.
    const cliEnv = { DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl };
    const added = await userCliAsync(cliEnv, ['add', EMAIL]);
    expect(added.status).toBe(0);
    secrets.cliApiToken = added.lastLine;
    expect((await userCliAsync(cliEnv, ['password', EMAIL], `${secrets.password}\n`)).status).toBe(0);
    const auth = { authorization: `Bearer ${secrets.cliApiToken}` };

    const create = async (push: Record<string, unknown>) => {
      const res = await fetch(`${server.url}/api/v2/pushes`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ push: { expire_after_views: 5, ...push } }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { url_token: string }).url_token;
    };
    const { passphrase, note, name } = secrets;
    secrets.textToken = await create({ payload: secrets.textPayload, passphrase, note, name });
    secrets.urlToken = await create({ kind: 'url', payload: secrets.urlPayload, note, name });
    secrets.qrToken = await create({ kind: 'qr', payload: secrets.qrPayload, note, name });
    const form = new FormData();
    form.append('push[payload]', secrets.filePushPayload ?? '');
    form.append('push[passphrase]', passphrase ?? '');
    form.append('push[files][]', new File([secrets.fileContent ?? ''], secrets.fileName ?? ''));
    const filed = await fetch(`${server.url}/api/v2/pushes`, { method: 'POST', headers: auth, body: form });
    expect(filed.status).toBe(201);
    secrets.fileToken = ((await filed.json()) as { url_token: string }).url_token;
    // A view with the passphrase writes audit entries too.
    const viewed = await fetch(`${server.url}/api/v2/pushes/${secrets.textToken}?passphrase=${passphrase}`);
    expect(((await viewed.json()) as { payload: string }).payload).toBe(secrets.textPayload);

    const web = await signInOnTheWeb(server.url, EMAIL, secrets.password ?? '');
    secrets.sessionCookie = web.sessionId;
    secrets.webApiToken = await web.newApiToken();

    // The data is in the database: four pushes, audit entries, one user, one session.
    const counts = await countRows(databaseUrl, ['pushes', 'audits', 'users', 'sessions']);
    expect(counts.pushes).toBe(4);
    expect(counts.audits).toBeGreaterThanOrEqual(5);
    expect([counts.users, counts.sessions]).toEqual([1, 1]);

    const binDir = findPostgresBinDir() ?? '';
    const { stdout: dump } = await runPostgresTool(binDir, 'pg_dump', ['--no-owner', '-d', databaseUrl]);
    expect(dump).toContain('COPY public.pushes');
    expect(canariesIn(dump, secrets)).toEqual([]);

    // The file's blob and everything else the server keeps on disk hold no secret either.
    expect(filesUnder(filesDir)).toBeGreaterThanOrEqual(1);
    expect(canariesInTree(filesDir, secrets)).toEqual([]);
    expect(canariesInTree(server.dataDir, secrets)).toEqual([]);
    // The scan finds a secret where one is: the dump with one token appended in hex.
    const planted = `${dump}\\x${Buffer.from(secrets.urlToken ?? '').toString('hex')}`;
    expect(canariesIn(planted, secrets)).toEqual(['urlToken']);
    // Nor does what the server printed.
    expect(canariesIn(server.output(), secrets)).toEqual([]);
  });
});

async function countRows(url: string, tables: string[]): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      counts[table] = Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}
