import { randomBytes } from 'node:crypto';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { describePg, useTestDatabase } from '../support/pg-test.ts';
import { rotateKeyCli } from '../support/rotate-key-cli.ts';
import { type S3TestServer, s3TestEnv, startS3TestServer } from '../support/s3-test-server.ts';
import { type RunningServer, startServer, tempDataDir, userCliAsync } from '../support/server-process.ts';
import { until } from '../support/until.ts';
import { cookieJar, signIn } from '../support/web-sign-in.ts';
import { canariesInTree, filesUnder } from './canary-scan.ts';

const json = { 'content-type': 'application/json' };

/** A push made through the API of the server at `origin`. */
async function createPush(origin: string, push: Record<string, unknown>): Promise<PushJson> {
  const res = await fetch(`${origin}/api/v2/pushes`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ push }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as PushJson;
}

describePg('two server processes over one PostgreSQL database', () => {
  const database = useTestDatabase('two servers');
  const env: Record<string, string> = {};
  const servers: RunningServer[] = [];
  const [a, b] = [() => servers[0]?.url ?? '', () => servers[1]?.url ?? ''];

  beforeAll(async () => {
    env.DATABASE_URL = database.url();
    env.PWPUSH_MASTER_KEY = randomBytes(32).toString('hex');
    env.FILES_DIR = tempDataDir();
    // Both at once: the schema is made by one of them while the other waits for it.
    servers.push(...(await Promise.all([startServer(tempDataDir(), env), startServer(tempDataDir(), env)])));
  });
  afterAll(async () => {
    const codes = await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    expect(codes).toEqual([0, 0]);
  });

  it('hands out exactly 3 payloads of 200 parallel reads of a 3-view push, split between the two', async () => {
    const push = await createPush(a(), { payload: 'THREE-VIEW-PAYLOAD', expire_after_views: 3 });
    const reads = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const res = await fetch(`${i % 2 === 0 ? a() : b()}/api/v2/pushes/${push.url_token}`);
        return { status: res.status, body: (await res.json()) as PushJson };
      }),
    );
    const payloads = reads.filter((r) => r.body.payload === 'THREE-VIEW-PAYLOAD');
    expect(payloads).toHaveLength(3);
    expect(reads.filter((r) => r.body.payload === undefined || r.body.payload === null)).toHaveLength(197);
    expect(new Set(reads.map((r) => r.status))).toEqual(new Set([200]));
    const after = await fetch(`${b()}/api/v2/pushes/${push.url_token}`);
    expect(((await after.json()) as PushJson).expired).toBe(true);
  });

  it('manages accounts with the user command beside the running servers; a file pushed on one downloads from the other; a session made on one is valid on the other', async () => {
    const added = await userCliAsync(env, ['add', 'ops@example.com']);
    expect(added.status).toBe(0);
    expect((await userCliAsync(env, ['password', 'ops@example.com'], 'correct horse battery\n')).status).toBe(
      0,
    );
    expect((await userCliAsync(env, ['list'])).stdout).toContain('ops@example.com');
    const token = added.lastLine;
    // A file pushed through B, viewed through A: its download link works on either (shared FILES_DIR and link key).
    const upload = new FormData();
    upload.append('push[files][]', new File(['SHARED-FILE-BYTES'], 'notes.txt', { type: 'text/plain' }));
    const filed = await fetch(`${b()}/api/v2/pushes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: upload,
    });
    expect(filed.status).toBe(201);
    const viewed = (await (
      await fetch(`${a()}/api/v2/pushes/${((await filed.json()) as PushJson).url_token}`)
    ).json()) as PushJson;
    const link = new URL(viewed.files?.[0]?.url ?? 'http://missing/').pathname;
    for (const origin of [b(), a()]) {
      const download = await fetch(`${origin}${link}`);
      expect([download.status, await download.text()]).toEqual([200, 'SHARED-FILE-BYTES']);
    }

    const cookies = cookieJar();
    expect((await signIn(a(), cookies, 'ops@example.com', 'correct horse battery')).status).toBe(303);
    const onB = await fetch(`${b()}/users/token`, {
      redirect: 'manual',
      headers: { cookie: cookies.header() },
    });
    expect(onB.status).toBe(200);
    const page = await onB.text();
    expect(page).toContain('Signed in as <strong>ops@example.com</strong>');

    // Signing out on B ends the session on A too.
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const out = await fetch(`${b()}/users/sign_out`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookies.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: csrf }),
    });
    expect(out.status).toBe(303);
    const onA = await fetch(`${a()}/users/token`, {
      redirect: 'manual',
      headers: { cookie: cookies.header() },
    });
    expect(onA.status).toBe(303);
  });

  it('holds a passphrase limit reached on one server on the other', async () => {
    const push = await createPush(a(), {
      payload: 'GUARDED',
      passphrase: 'right-one',
      expire_after_views: 10,
    });
    const tryOn = async (origin: string, passphrase: string) =>
      (await fetch(`${origin}/api/v2/pushes/${push.url_token}?passphrase=${passphrase}`)).status;
    for (let i = 0; i < 5; i++) expect(await tryOn(a(), `wrong-${i}`)).toBe(401);
    expect(await tryOn(b(), 'right-one')).toBe(429);
    expect(await tryOn(a(), 'right-one')).toBe(429);
  });

  it('holds the sign-in limit of an e-mail across both servers', async () => {
    expect((await userCliAsync(env, ['add', 'limited@example.com'])).status).toBe(0);
    expect(
      (await userCliAsync(env, ['password', 'limited@example.com'], 'the right password\n')).status,
    ).toBe(0);
    for (let i = 0; i < 5; i++) {
      const wrong = await signIn(a(), cookieJar(), 'limited@example.com', `wrong password ${i}`);
      expect(wrong.status).toBe(401);
    }
    expect((await signIn(b(), cookieJar(), 'limited@example.com', 'the right password')).status).toBe(429);
  });

  it('refuses a third server given another key, saying which key to set', async () => {
    const other = { ...env, PWPUSH_MASTER_KEY: randomBytes(32).toString('hex') };
    await expect(startServer(tempDataDir(), other)).rejects.toThrow(
      /cannot start: The instance key does not open this database: it was made with another key. Set PWPUSH_MASTER_KEY to the key the database was made with/,
    );
  });
});

describePg(
  'two server processes over one PostgreSQL database and one bucket, each with a data directory of its own',
  () => {
    const database = useTestDatabase('two servers one bucket');
    const BUCKET = 'shared-files';
    const mark = randomBytes(4).toString('hex');
    const file = {
      fileName: `bucket-canary-name-${mark}.txt`,
      fileType: `application/x-bucket-canary-${mark}`,
      fileContent: `bucket-canary-content-${mark}`,
    };
    const env: Record<string, string> = {};
    let s3: S3TestServer;
    const servers: RunningServer[] = [];
    const [a, b] = [() => servers[0]?.url ?? '', () => servers[1]?.url ?? ''];
    /** The bucket's stored objects, by the names the test server gives their files. */
    const objects = () =>
      readdirSync(join(s3.directory, BUCKET)).filter((name) => name.endsWith('._S3rver_object'));
    /** How many rows the database holds for one stored file's key. */
    const fileKeyRows = async (id: string) => {
      const pool = new pg.Pool({ connectionString: database.url(), max: 1 });
      try {
        const { rows } = await pool.query<{ n: string }>(
          'SELECT count(*) AS n FROM file_keys WHERE id = $1',
          [id],
        );
        return Number(rows[0]?.n);
      } finally {
        await pool.end();
      }
    };

    beforeAll(async () => {
      s3 = await startS3TestServer([BUCKET]);
      Object.assign(env, {
        DATABASE_URL: database.url(),
        PWPUSH_MASTER_KEY: randomBytes(32).toString('hex'),
        ...s3TestEnv(s3.endpoint, BUCKET),
        PWP__ENABLE_FILE_PUSHES: 'true',
      });
      servers.push(
        ...(await Promise.all([startServer(tempDataDir(), env), startServer(tempDataDir(), env)])),
      );
    });
    afterAll(async () => {
      const codes = await Promise.all(servers.map((s) => s.stop('SIGTERM')));
      for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
      await s3?.stop();
      expect(codes).toEqual([0, 0]);
    });

    it('takes a file on A, hands it out whole on B, and once B expires the push its objects leave the bucket and neither server serves it', async () => {
      const added = await userCliAsync(env, ['add', 'bucket@example.com']);
      expect(added.status).toBe(0);
      const auth = { authorization: `Bearer ${added.lastLine}` };
      const text = `${file.fileContent}\n`.repeat(5_000);
      const upload = new FormData();
      upload.append('push[files][]', new File([text], file.fileName, { type: file.fileType }));
      upload.append('push[expire_after_views]', '5');
      const filed = await fetch(`${a()}/api/v2/pushes`, { method: 'POST', headers: auth, body: upload });
      expect(filed.status).toBe(201);
      const token = ((await filed.json()) as PushJson).url_token;

      const viewed = (await (await fetch(`${b()}/api/v2/pushes/${token}`)).json()) as PushJson;
      const link = new URL(viewed.files?.[0]?.url ?? 'http://missing/').pathname;
      const download = await fetch(`${b()}${link}`);
      expect([download.status, download.headers.get('content-type')]).toEqual([200, file.fileType]);
      expect(await download.text()).toBe(text);

      // The encrypted blob alone, under a random id; its key is in the database; nothing of the file in the clear.
      expect(
        objects()
          .map((name) => name.replace(/^[A-Za-z0-9_-]{22}\./, 'ID.'))
          .sort(),
      ).toEqual(['ID.bin._S3rver_object']);
      const id = link.slice('/f/'.length, '/f/'.length + 22);
      expect(await fileKeyRows(id)).toBe(1);
      // A backup of the bucket taken now: the blob's object files as they lie.
      const bucket = join(s3.directory, BUCKET);
      const backup = tempDataDir();
      const blobFiles = readdirSync(bucket).filter((name) => name.startsWith(`${id}.`));
      for (const name of blobFiles) cpSync(join(bucket, name), join(backup, name));
      expect(filesUnder(s3.directory)).toBeGreaterThanOrEqual(2);
      expect(canariesInTree(s3.directory, file)).toEqual([]);
      // Neither server keeps anything in its own data directory: a node holds no state.
      expect(servers.map((server) => readdirSync(server.dataDir))).toEqual([[], []]);

      const expired = await fetch(`${b()}/api/v2/pushes/${token}`, { method: 'DELETE', headers: auth });
      expect(expired.status).toBe(200);
      await until(() => objects().length === 0, "the expired push's objects leave the bucket", 10_000);
      // The store holds no key for the file any more: the backup put back opens through neither server.
      expect(await fileKeyRows(id)).toBe(0);
      for (const name of blobFiles) cpSync(join(backup, name), join(bucket, name));
      rmSync(backup, { recursive: true, force: true });
      expect(objects().length).toBeGreaterThan(0);
      for (const origin of [a(), b()]) {
        const gone = await fetch(`${origin}${link}`);
        expect([gone.status, await gone.text()]).toEqual([
          404,
          'This download link has expired. Open the secret link again to get a new one, if it has views left.',
        ]);
        const push = (await (await fetch(`${origin}/api/v2/pushes/${token}`)).json()) as PushJson;
        expect([push.expired, push.files ?? []]).toEqual([true, []]);
      }
    });

    it('re-seals the files in the bucket with rotate-key, so a server given the new key alone hands them out', async () => {
      const added = await userCliAsync(env, ['add', 'rotate@example.com']);
      expect(added.status).toBe(0);
      const upload = new FormData();
      upload.append('push[files][]', new File(['ROTATED-FILE-BYTES'], 'rotated.txt', { type: 'text/plain' }));
      const filed = await fetch(`${a()}/api/v2/pushes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${added.lastLine}` },
        body: upload,
      });
      expect(filed.status).toBe(201);
      const token = ((await filed.json()) as PushJson).url_token;

      const newKey = randomBytes(32).toString('hex');
      const rotated = await rotateKeyCli({
        ...env,
        DATA_DIR: tempDataDir(),
        PWPUSH_MASTER_KEY: newKey,
        PWPUSH_MASTER_KEY_PREVIOUS: env.PWPUSH_MASTER_KEY ?? '',
      });
      expect([rotated.status, rotated.stderr]).toEqual([0, '']);
      expect(rotated.stdout).toContain(
        `Re-sealing the store and the bucket ${BUCKET} under PWPUSH_MASTER_KEY.`,
      );
      // The file's key is a row of the store, re-sealed with the others; no earlier version's marks were left to move.
      expect(rotated.stdout).toMatch(
        /Records: \d+ looked at, [1-9]\d* re-sealed \(files' keys among them\); 0 files' keys moved/,
      );

      const renewed = await startServer(tempDataDir(), { ...env, PWPUSH_MASTER_KEY: newKey });
      try {
        const viewed = (await (await fetch(`${renewed.url}/api/v2/pushes/${token}`)).json()) as PushJson;
        const download = await fetch(viewed.files?.[0]?.url ?? 'http://missing/');
        expect([download.status, await download.text()]).toEqual([200, 'ROTATED-FILE-BYTES']);
      } finally {
        expect(await renewed.stop('SIGTERM')).toBe(0);
        rmSync(renewed.dataDir, { recursive: true, force: true });
      }
    });
  },
);
