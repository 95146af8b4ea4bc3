import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY_MARK } from '../../../server/files/copy-mark.ts';
import { s3FileStorage } from '../../../server/files/s3-file-storage.ts';
import { freePort } from '../../support/free-port.ts';
import { type S3TestServer, s3TestEnv, startS3TestServer } from '../../support/s3-test-server.ts';
import { runCommand } from '../../support/server-process.ts';

const migrateFiles = (args: string[], env: Record<string, string>) =>
  runCommand('server/cli/migrate.ts', ['files', ...args], env);

describe('the secret-push migrate files command', () => {
  let s3: S3TestServer;
  const dataDir = mkdtempSync(join(tmpdir(), 'migrate-files-'));
  beforeAll(async () => {
    s3 = await startS3TestServer(['taken', 'empty']);
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints its usage with status 2 for arguments it does not take, and with status 0 when asked', async () => {
    for (const args of [
      [],
      ['--to', 'bucket', '--from', 'bucket'],
      ['--to', '/a', '--from', '/b'],
      ['--into', 'bucket'],
    ]) {
      const run = await migrateFiles(args, { DATA_DIR: dataDir });
      expect([run.status, run.stdout]).toEqual([2, '']);
      expect(run.stderr).toMatch(/^Usage: secret-push migrate files --to bucket \[--from DIR\]\n/);
      expect(run.stderr).toContain('Stop every server that uses the files first');
    }
    const asked = await migrateFiles(['help'], {});
    expect([asked.status, asked.stderr]).toEqual([0, '']);
    expect(asked.stdout).toMatch(/^Usage: secret-push migrate files/);
  });

  it('fails with status 1, naming the setting, without a bucket, with a bucket it cannot reach, or without the directory', async () => {
    const noBucket = await migrateFiles(['--to', 'bucket'], { DATA_DIR: dataDir });
    expect([noBucket.status, noBucket.stdout, noBucket.stderr]).toEqual([
      1,
      '',
      'Copying the files failed: PWP__FILES__STORAGE and PWP__FILES__S3__* must name the bucket to copy the files into.\n',
    ]);
    mkdirSync(join(dataDir, 'files'));
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const unreachable = await migrateFiles(['--to', 'bucket'], {
      DATA_DIR: dataDir,
      ...s3TestEnv(nowhere, 'gone'),
    });
    expect([unreachable.status, unreachable.stdout, unreachable.stderr]).toEqual([
      1,
      '',
      `Copying the files failed: PWP__FILES__STORAGE=minio: The bucket at ${nowhere} could not be reached to store an object (ECONNREFUSED). Check PWP__FILES__S3__ENDPOINT (${nowhere}).\n`,
    ]);
    const back = await migrateFiles(
      ['--from', 'bucket', '--to', join(dataDir, 'back')],
      s3TestEnv(nowhere, 'gone'),
    );
    expect(back.status).toBe(1);
    expect(back.stderr).toBe(
      `Copying the files failed: Could not list the objects of the bucket gone at ${nowhere}: The bucket at ${nowhere} could not be reached to list its objects (ECONNREFUSED). Check PWP__FILES__S3__ENDPOINT (${nowhere}).\n`,
    );
    const missing = join(dataDir, 'nothing-here');
    const noDir = await migrateFiles(['--to', 'bucket', '--from', missing], s3TestEnv(s3.endpoint, 'empty'));
    expect([noDir.status, noDir.stderr]).toEqual([
      1,
      `Copying the files failed: There is no directory ${missing}: name the one that holds the files with FILES_DIR or --from.\n`,
    ]);
  });

  it('refuses a bucket holding other objects with status 1, prints no success, and leaves the bucket as it was', async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'migrate-files-dir-'));
    writeFileSync(join(filesDir, 'AAAAAAAAAAAAAAAAAAAAAA.bin'), 'encrypted bytes');
    const bucket = s3FileStorage(s3.settings('taken'));
    await bucket.put('someone-elses', Readable.from([Buffer.from('x')]));
    // FILES_DIR says where the files are now, beside the bucket's settings.
    const run = await migrateFiles(['--to', 'bucket'], {
      FILES_DIR: filesDir,
      ...s3TestEnv(s3.endpoint, 'taken'),
    });
    expect([run.status, run.stdout, run.stderr]).toEqual([
      1,
      '',
      `Copying the files failed: the bucket taken at ${s3.endpoint} already holds objects the directory ${filesDir} does not: ` +
        'someone-elses, so nothing was copied into it. Copy into empty storage (a new bucket, or an empty directory), or empty this one first.\n',
    ]);
    expect(await bucket.list()).toEqual(['someone-elses']);
    expect(await bucket.stat(COPY_MARK)).toBeUndefined();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('copies the FILES_DIR of a PostgreSQL install into a bucket without opening its database', async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'migrate-files-pg-'));
    writeFileSync(join(filesDir, 'BBBBBBBBBBBBBBBBBBBBBB.bin'), 'encrypted bytes');
    const install = {
      // Nothing answers there: the store is never opened, so no instance key is needed either.
      DATABASE_URL: `postgres://push@127.0.0.1:${await freePort()}/push`,
      FILES_DIR: filesDir,
      ...s3TestEnv(s3.endpoint, 'empty'),
    };
    const run = await migrateFiles(['--to', 'bucket'], install);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toContain(`both hold 1 object (15 bytes)`);
    expect(await s3FileStorage(s3.settings('empty')).list()).toEqual(['BBBBBBBBBBBBBBBBBBBBBB.bin']);
    rmSync(filesDir, { recursive: true, force: true });
  });
});
