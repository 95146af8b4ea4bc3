import { text } from 'node:stream/consumers';
import type { FileKeyStore } from '../store/file-key-store.ts';
import { fileObject } from './file-ids.ts';
import type { FileStorage } from './file-storage.ts';

/** A small object's text; undefined when it is missing or unreadable. */
async function readText(storage: FileStorage, key: string): Promise<string | undefined> {
  try {
    const stream = await storage.get(key);
    return stream === undefined ? undefined : (await text(stream)).trim();
  } catch {
    return undefined;
  }
}

/**
 * Moves what earlier versions kept beside each blob into the store: a `.meta` object (the file's
 * key, sealed) becomes the file's row, with the retirement its `.gone` mark held, dated by the
 * object's own time; then both objects are deleted. The row is put only where none is, and the
 * objects go only once it is there, so a run cut short, or one beside another server's, loses
 * nothing. Run it through `runAlone`, before anything judges a blob by its row. `names` is
 * storage's listing, when the caller has it. Returns how many rows it put.
 */
export async function adoptFileMarks(
  storage: FileStorage,
  keys: Pick<FileKeyStore, 'putFileKey'>,
  names?: readonly string[],
): Promise<number> {
  const listed = names ?? (await storage.list());
  const marks = listed.map(fileObject).filter((o) => o !== undefined && o.part !== 'bin');
  const metas = new Set(marks.filter((o) => o?.part === 'meta').map((o) => o?.id as string));
  let adopted = 0;
  for (const id of metas) {
    const [meta, written] = await Promise.all([readText(storage, `${id}.meta`), storage.stat(`${id}.meta`)]);
    // Removed since the listing: another server adopted it, or its push was deleted.
    if (meta === undefined || written === undefined) continue;
    const gone = await readText(storage, `${id}.gone`);
    const until = gone === undefined ? null : Number(gone);
    const retiredUntil = until !== null && Number.isFinite(until) ? Math.trunc(until) : null;
    // Whole milliseconds, as every row's times are: a directory's clock gives fractions.
    const writtenAt = Math.trunc(written.writtenAt);
    if (await keys.putFileKey({ id, meta, writtenAt, retiredUntil })) adopted++;
    await storage.delete(`${id}.gone`);
    await storage.delete(`${id}.meta`);
  }
  // A mark whose `.meta` went before it (a run cut short between the two) was adopted already.
  for (const mark of marks)
    if (mark?.part === 'gone' && !metas.has(mark.id)) await storage.delete(`${mark.id}.gone`);
  return adopted;
}
