import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ConfigError, readConfig } from '../config.ts';
import { bucketAdvice, checkBucket } from '../files/check-bucket.ts';
import { FileCopyError, type FileSide, objectCount } from '../files/copy-error.ts';
import { copyFiles } from '../files/copy-files.ts';
import { COPY_MARK } from '../files/copy-mark.ts';
import { localFileStorage } from '../files/local-file-storage.ts';
import type { ObjectStorageSettings } from '../files/object-storage-settings.ts';
import { ObjectStorageError } from '../files/s3-bucket.ts';
import { type S3StorageOptions, s3FileStorage } from '../files/s3-file-storage.ts';
import { describeError } from '../log/log.ts';
import { saidForPeople } from '../log/said-for-people.ts';
import { withSecretFiles } from '../secret-files.ts';

export const FILES_USAGE = `Usage: secret-push migrate files --to bucket [--from DIR]
       secret-push migrate files --from bucket [--to DIR]
       (from a checkout: npm run migrate -- files --to bucket)
  Copies the files of file pushes, encrypted as the server stored them, from a directory into the
  bucket PWP__FILES__STORAGE and PWP__FILES__S3__* name, or from that bucket into a directory. DIR
  is FILES_DIR's (default DATA_DIR/files) unless given. The store is not opened: an embedded and a
  PostgreSQL install alike. Stop every server that uses the files first (a file pushed or expired
  during the copy would be missed), and start them on the new place once it says done.
  Every object is read back and its SHA-256 compared with the source's before it says done. It
  refuses a target holding anything but the source's very bytes; until it is done the target
  holds ${COPY_MARK} and no server starts on it. Stopped midway, run it again: it carries on.`;

interface FilesArgs {
  toBucket: boolean;
  dir: string | undefined;
}

function parseArgs(args: string[]): FilesArgs | undefined {
  const given = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const [flag = '', inline] = (args[i] ?? '').split(/=(.*)/s, 2);
    const value = inline ?? args[++i];
    if (!['--to', '--from'].includes(flag) || value === undefined || value === '' || given.has(flag))
      return undefined;
    given.set(flag, value);
  }
  const [to, from] = [given.get('--to'), given.get('--from')];
  if ((to === 'bucket') === (from === 'bucket')) return undefined;
  return { toBucket: to === 'bucket', dir: to === 'bucket' ? from : to };
}

export function bucketSide(settings: ObjectStorageSettings, options: S3StorageOptions = {}): FileSide {
  return {
    storage: s3FileStorage(settings, options),
    name: `the bucket ${settings.bucket} at ${settings.endpoint}`,
    advice: (error) =>
      error instanceof ObjectStorageError
        ? bucketAdvice(error, settings)
        : `Check PWP__FILES__S3__ENDPOINT (${settings.endpoint}) and that the bucket answers.`,
  };
}

export function directorySide(dir: string): FileSide {
  return {
    storage: localFileStorage(dir),
    name: `the directory ${dir}`,
    advice: () => `Check that this user may read and write in ${dir}, and that its disk has room.`,
  };
}

async function run(args: FilesArgs): Promise<void> {
  const env = withSecretFiles(process.env);
  // FILES_DIR names where the files are now or go; the bucket's settings would refuse it beside them.
  const config = readConfig({ ...env, FILES_DIR: undefined });
  const settings = config.objectStorage;
  if (settings === null) {
    throw new ConfigError(
      `PWP__FILES__STORAGE and PWP__FILES__S3__* must name the bucket to copy the files ${args.toBucket ? 'into' : 'from'}.`,
    );
  }
  const dir = resolve(args.dir ?? (env.FILES_DIR?.trim() || config.filesDir));
  if (args.toBucket && !(await stat(dir).catch(() => undefined))?.isDirectory()) {
    throw new FileCopyError(
      `There is no directory ${dir}: name the one that holds the files with FILES_DIR or --from.`,
    );
  }
  const bucket = bucketSide(settings);
  const directory = directorySide(dir);
  // A bucket that cannot take objects is told at once, naming the setting, before anything is written.
  if (args.toBucket) await checkBucket(bucket.storage, settings);
  const [from, to] = args.toBucket ? [directory, bucket] : [bucket, directory];
  const started = Date.now();
  const copied = await copyFiles({ from, to, log: (line) => console.log(line) });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Done in ${seconds} s: ${from.name} and ${to.name} both hold ${objectCount(copied.objects)} (${copied.bytes} bytes), ` +
      `each read back with the source's SHA-256; ${copied.copied} copied now, ${copied.alreadyThere} already there.`,
  );
  console.log(
    args.toBucket
      ? `Next: start the servers with PWP__FILES__STORAGE=${settings.provider} and these PWP__FILES__S3__* settings, ` +
          `without FILES_DIR. Keep ${dir} until a file downloads through them; then it may be removed.`
      : `Next: start the servers with FILES_DIR=${dir} (on every server, shared) and without PWP__FILES__STORAGE. ` +
          `Keep the bucket's objects until a file downloads through them; then they may be removed.`,
  );
}

/** `secret-push migrate files ...`: the exit status. */
export async function migrateFiles(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args === undefined) {
    const asked = ['help', '--help', '-h'].includes(argv[0] ?? '');
    (asked ? console.log : console.error)(FILES_USAGE);
    return asked ? 0 : 2;
  }
  try {
    await run(args);
    return 0;
  } catch (error) {
    // A system error (ENOENT, EACCES) names the path it could not use, which the operator gave.
    const forPeople =
      saidForPeople(error, ['FileCopyError']) ||
      (error instanceof Error && typeof (error as { code?: unknown }).code === 'string');
    console.error(`Copying the files failed: ${forPeople ? (error as Error).message : describeError(error)}`);
    return 1;
  }
}
