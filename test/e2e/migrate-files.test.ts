import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectCount } from '../../server/files/copy-error.ts';
import { COPY_MARK } from '../../server/files/copy-mark.ts';
import type { PushJson } from '../../shared/wire.ts';
import { type S3TestServer, s3TestEnv, startS3TestServer } from '../support/s3-test-server.ts';
import { runCommand, startServer, tempDataDir, userCliAsync } from '../support/server-process.ts';

const BUCKET = 'moved-files';
const FILE_TYPE = 'application/x-moved';
const FILE_TEXT = `moved-file-${randomBytes(4).toString('hex')}\n`.repeat(40_000);

const migrateFiles = (args: string[], env: Record<string, string>) =>
  runCommand('server/cli/migrate.ts', ['files', ...args], env);

/** The file of the push `token` as a server over `env` hands it out, using one view. */
async function downloadThrough(dataDir: string, env: Record<string, string>, token: string) {
  const server = await startServer(dataDir, env);
  try {
    const viewed = (await (await fetch(`${server.url}/api/v2/pushes/${token}`)).json()) as PushJson;
    const download = await fetch(viewed.files?.[0]?.url ?? 'http://missing/');
    return {
      status: download.status,
      type: download.headers.get('content-type'),
      text: await download.text(),
    };
  } finally {
    expect(await server.stop('SIGTERM')).toBe(0);
  }
}

describe("secret-push migrate files between a server's directory and a bucket", () => {
  let s3: S3TestServer;
  const dataDir = tempDataDir();
  const backDir = mkdtempSync(join(tmpdir(), 'files-back-'));
  let bucketEnv: Record<string, string>;
  beforeAll(async () => {
    s3 = await startS3TestServer([BUCKET]);
    bucketEnv = {
      ...s3TestEnv(s3.endpoint, BUCKET),
      PWP__ENABLE_FILE_PUSHES: 'true',
    };
  });
  afterAll(async () => {
    await s3?.stop();
    for (const dir of [dataDir, backDir]) rmSync(dir, { recursive: true, force: true });
  });

  it('moves a pushed file from the directory into the bucket and back, and a server on each hands it out whole', async () => {
    const local = { PWP__ENABLE_FILE_PUSHES: 'true' };
    const server = await startServer(dataDir, local);
    let token: string;
    try {
      const added = await userCliAsync({ DATA_DIR: dataDir }, ['add', 'mover@example.com']);
      const form = new FormData();
      form.append('push[files][]', new File([FILE_TEXT], 'moved.txt', { type: FILE_TYPE }));
      form.append('push[expire_after_views]', '5');
      const filed = await fetch(`${server.url}/api/v2/pushes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${added.lastLine}` },
        body: form,
      });
      expect(filed.status).toBe(201);
      token = ((await filed.json()) as PushJson).url_token;
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
    const filesDir = join(dataDir, 'files');
    const objects = readdirSync(filesDir).length;
    expect(objects).toBeGreaterThan(0);

    const into = await migrateFiles(['--to', 'bucket'], { DATA_DIR: dataDir, ...bucketEnv });
    expect([into.status, into.stderr]).toEqual([0, '']);
    const bucketName = `the bucket ${BUCKET} at ${s3.endpoint}`;
    expect(into.stdout.split('\n')).toEqual([
      `Copying ${objectCount(objects)} from the directory ${filesDir} into ${bucketName}.`,
      expect.stringMatching(
        new RegExp(
          `^Done in \\d+\\.\\d s: the directory ${filesDir} and ${bucketName} both hold ${objectCount(objects)} \\(\\d+ bytes\\), each read back with the source's SHA-256; ${objects} copied now, 0 already there\\.$`,
        ),
      ),
      `Next: start the servers with PWP__FILES__STORAGE=minio and these PWP__FILES__S3__* settings, without FILES_DIR. Keep ${filesDir} until a file downloads through them; then it may be removed.`,
      '',
    ]);
    // Gone from the directory, the file is served from the bucket alone.
    rmSync(filesDir, { recursive: true });
    expect(await downloadThrough(dataDir, bucketEnv, token)).toEqual({
      status: 200,
      type: FILE_TYPE,
      text: FILE_TEXT,
    });

    const back = await migrateFiles(['--from', 'bucket', '--to', backDir], {
      DATA_DIR: dataDir,
      ...bucketEnv,
    });
    expect([back.status, back.stderr]).toEqual([0, '']);
    expect(back.stdout).toContain(
      `Next: start the servers with FILES_DIR=${backDir} (on every server, shared) and without PWP__FILES__STORAGE.`,
    );
    expect(readdirSync(backDir).sort()).not.toContain(COPY_MARK);
    expect(readdirSync(backDir)).toHaveLength(objects);
    const onDirectory = { PWP__ENABLE_FILE_PUSHES: 'true', FILES_DIR: backDir };
    expect(await downloadThrough(dataDir, onDirectory, token)).toEqual({
      status: 200,
      type: FILE_TYPE,
      text: FILE_TEXT,
    });
  });

  it('refuses to start a server on files a copy has not finished, naming the command to run', async () => {
    const unfinished = mkdtempSync(join(tmpdir(), 'files-unfinished-'));
    writeFileSync(join(unfinished, COPY_MARK), 'secret-push migrate files: copying\n');
    const start = startServer(tempDataDir(), { FILES_DIR: unfinished });
    await expect(start).rejects.toThrow(/server exited with 1/);
    await expect(start).rejects.toThrow(
      `FILES_DIR (${unfinished}) holds a copy of files that secret-push migrate files did not finish (its object ${COPY_MARK}). Run that command again to finish it`,
    );
    rmSync(unfinished, { recursive: true, force: true });
  });
});
