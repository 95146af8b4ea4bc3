import { attempt, FileCopyError, type FileSide, objectCount } from './copy-error.ts';
import { COPY_MARK } from './copy-mark.ts';
import { eachAtOnce } from './each-at-once.ts';
import { digestOf, type ObjectDigest, sameDigest } from './object-digest.ts';

/**
 * Lists the target again and reads every object back: the same keys as the source's, and each
 * with the SHA-256 and size the source's bytes had. Returns the bytes checked.
 */
export async function checkCopy(
  to: FileSide,
  expected: ReadonlyMap<string, ObjectDigest>,
  inFlight: number,
): Promise<number> {
  const listed = await attempt(to, 'list the objects of', undefined, () => to.storage.list());
  const held = listed.filter((key) => key !== COPY_MARK);
  const holds = new Set(held);
  const missing = [...expected.keys()].filter((key) => !holds.has(key));
  const extra = held.filter((key) => !expected.has(key));
  if (missing.length > 0 || extra.length > 0) {
    const which =
      missing.length > 0 ? `missing ${missing[0]}` : `holding ${extra[0]}, which the source does not`;
    throw new FileCopyError(
      `The counts differ: the source holds ${objectCount(expected.size)}, ${to.name} ${held.length} (${which}).`,
    );
  }
  let bytes = 0;
  await eachAtOnce([...expected], inFlight, async ([key, digest]) => {
    const back = await attempt(to, 'read back', key, () => digestOf(to.storage, key));
    if (!sameDigest(back, digest)) {
      throw new FileCopyError(
        `The object ${key} does not read back from ${to.name} as it was copied: ` +
          `${back === undefined ? 'it is missing' : 'its SHA-256 differs from the source'}.`,
      );
    }
    bytes += digest.size;
  });
  return bytes;
}
