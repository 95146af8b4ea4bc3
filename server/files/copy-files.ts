import { pipeline, type Readable } from 'node:stream';
import { checkCopy } from './check-copy.ts';
import { attempt, FileCopyError, type FileSide, objectCount, sideFailed } from './copy-error.ts';
import { COPY_MARK, clearCopyMark, markCopyStarted } from './copy-mark.ts';
import { eachAtOnce } from './each-at-once.ts';
import { digesting, digestOf, type ObjectDigest, sameDigest } from './object-digest.ts';
import { refuseOtherObjects } from './refuse-other-objects.ts';

export interface CopyFilesOptions {
  from: FileSide;
  to: FileSide;
  /** Progress lines, naming no object's content. */
  log: (line: string) => void;
  /** Objects copied at once. */
  inFlight?: number;
}

export interface CopiedFiles {
  /** Objects the target holds, each read back with its source's SHA-256. */
  objects: number;
  bytes: number;
  /** Of those, how many this run wrote, and how many an earlier run had already. */
  copied: number;
  alreadyThere: number;
}

const PROGRESS_EVERY = 100;

/**
 * Copies every object of one file storage into another, byte for byte and a stream at a time,
 * then reads every one back. The target is marked before the first object and the mark goes only
 * once the counts and every SHA-256 agree, so a copy cut short never looks complete; run again, it
 * keeps what already matches and carries on. A target holding anything else is refused untouched.
 */
export async function copyFiles(options: CopyFilesOptions): Promise<CopiedFiles> {
  const { from, to, log } = options;
  const inFlight = options.inFlight ?? 4;
  const keys = (await attempt(from, 'list the objects of', undefined, () => from.storage.list())).sort();
  if (keys.includes(COPY_MARK)) {
    throw new FileCopyError(
      `${from.name} holds an unfinished copy (its object ${COPY_MARK}), so it is not copied from. Nothing was written.`,
    );
  }
  const held = await attempt(to, 'list the objects of', undefined, () => to.storage.list());
  const resuming = held.includes(COPY_MARK);
  const present = new Set(held.filter((key) => key !== COPY_MARK));
  // Left by an earlier run's copy: checked again below, object by object.
  const digests = resuming
    ? new Map<string, ObjectDigest>()
    : await refuseOtherObjects(from, to, keys, present, inFlight);
  if (resuming) log(`${to.name} holds an unfinished copy: carrying on where it stopped.`);
  else await attempt(to, 'write the mark', COPY_MARK, () => markCopyStarted(to.storage, from.name));

  let copied = 0;
  let done = 0;
  try {
    if (resuming) {
      const source = new Set(keys);
      const gone = [...present].filter((key) => !source.has(key));
      for (const key of gone) await attempt(to, 'remove', key, () => to.storage.delete(key));
    }
    log(`Copying ${objectCount(keys.length)} from ${from.name} into ${to.name}.`);
    await eachAtOnce(keys, inFlight, async (key) => {
      if (!digests.has(key)) {
        const there = present.has(key) ? await matching(from, to, key) : undefined;
        digests.set(key, there ?? (await copyOne(from, to, key)));
        if (there === undefined) copied++;
      }
      if (++done % PROGRESS_EVERY === 0) log(`  ${done} of ${keys.length}`);
    });
    const bytes = await checkCopy(to, digests, inFlight);
    await attempt(to, 'remove the mark', COPY_MARK, () => clearCopyMark(to.storage));
    return { objects: keys.length, bytes, copied, alreadyThere: keys.length - copied };
  } catch (error) {
    const why = error instanceof FileCopyError ? error.message : (error as Error).name;
    throw new FileCopyError(
      `The copy is not complete (${done} of ${keys.length} objects copied). ${why}\n` +
        `${to.name} keeps its object ${COPY_MARK}, so no server starts on it: fix the cause and run the ` +
        'same command again; it keeps what was copied whole and carries on.',
    );
  }
}

/** The object's digest when the target already holds the source's very bytes; undefined otherwise. */
async function matching(from: FileSide, to: FileSide, key: string): Promise<ObjectDigest | undefined> {
  const source = await attempt(from, 'read', key, () => digestOf(from.storage, key));
  const target = await attempt(to, 'read', key, () => digestOf(to.storage, key));
  return sameDigest(source, target) ? source : undefined;
}

/** Streams one object across, digesting the source's bytes on their way. */
async function copyOne(from: FileSide, to: FileSide, key: string): Promise<ObjectDigest> {
  const content = await attempt(from, 'read', key, () => from.storage.get(key));
  if (content === undefined) {
    throw new FileCopyError(
      `The object ${key} left ${from.name} during the copy: stop every server that uses these files first.`,
    );
  }
  let readFailure: unknown;
  content.once('error', (error) => {
    readFailure = error;
  });
  const pass = digesting();
  // pipeline() carries a read error on to the put, which then fails instead of waiting forever.
  const body: Readable = pipeline(content, pass.stream, () => {});
  try {
    await to.storage.put(key, body);
  } catch (error) {
    content.destroy();
    throw readFailure === undefined
      ? sideFailed(to, 'write', key, error)
      : sideFailed(from, 'read', key, readFailure);
  }
  const copied = pass.digest();
  if (copied === undefined) {
    content.destroy();
    throw new FileCopyError(`${to.name} took the object ${key} without reading it to its end.`);
  }
  return copied;
}
