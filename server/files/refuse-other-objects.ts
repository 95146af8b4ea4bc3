import { attempt, FileCopyError, type FileSide } from './copy-error.ts';
import { eachAtOnce } from './each-at-once.ts';
import { digestOf, type ObjectDigest, sameDigest } from './object-digest.ts';

/** At most this many keys are named in a refusal; the rest are counted. */
const NAMED = 5;

function listed(keys: readonly string[]): string {
  const named = keys.slice(0, NAMED).join(', ');
  return keys.length > NAMED ? `${named} and ${keys.length - NAMED} more` : named;
}

/**
 * A target no copy marked may hold only what the source holds, byte for byte (a finished copy run
 * again): anything else belongs to someone, so the copy is refused before a byte is written.
 * Returns the digests of the objects already there.
 */
export async function refuseOtherObjects(
  from: FileSide,
  to: FileSide,
  keys: readonly string[],
  present: ReadonlySet<string>,
  inFlight: number,
): Promise<Map<string, ObjectDigest>> {
  const digests = new Map<string, ObjectDigest>();
  if (present.size === 0) return digests;
  const source = new Set(keys);
  const foreign = [...present].filter((key) => !source.has(key)).sort();
  const refuse = (what: string) =>
    new FileCopyError(
      `${to.name} already holds ${what}, so nothing was copied into it. ` +
        'Copy into empty storage (a new bucket, or an empty directory), or empty this one first.',
    );
  if (foreign.length > 0) throw refuse(`objects ${from.name} does not: ${listed(foreign)}`);
  const differing: string[] = [];
  await eachAtOnce([...present], inFlight, async (key) => {
    const there = await attempt(to, 'read', key, () => digestOf(to.storage, key));
    const here = await attempt(from, 'read', key, () => digestOf(from.storage, key));
    if (sameDigest(here, there) && here !== undefined) digests.set(key, here);
    else differing.push(key);
  });
  if (differing.length > 0) {
    throw refuse(`objects whose bytes differ from the source's: ${listed(differing.sort())}`);
  }
  return digests;
}
