import type { FileKeyStore } from '../store/file-key-store.ts';
import { adoptFileMarks } from './adopt-file-marks.ts';
import { blobKey, fileObject } from './file-ids.ts';
import type { FileStorage } from './file-storage.ts';

interface OrphanDeps {
  storage: FileStorage;
  keys: FileKeyStore;
  /** The vault's removal: rows first, then blobs. */
  remove: (ids: readonly string[]) => Promise<void>;
}

/**
 * Removes what no push holds: blobs with no row (an upload a crash cut off before its row), and
 * rows no push holds (files whose push expired just before a crash removed them), with their
 * blobs. Rows retired with a grace period still running at `now` stay for the sweep. Storage and
 * rows are listed before `held` is asked, so a push stored meanwhile keeps its files. With
 * `minAgeMs`, each goes only once that old by its own written time (a blob by storage's clock, a
 * row by its writer's): where several servers share storage, another one's upload in flight stays.
 * Marks of earlier versions are adopted into rows first, or their blobs would look unheld.
 * Returns how many files went.
 */
export async function removeOrphanFiles(
  deps: OrphanDeps,
  held: () => Promise<ReadonlySet<string>>,
  now: number,
  minAgeMs: number,
): Promise<number> {
  const { storage, keys } = deps;
  const listedAt = Date.now();
  const names = await storage.list();
  await adoptFileMarks(storage, keys, names);
  const rows = await keys.listFileKeys();
  const keep = await held();
  const withRow = new Set(rows.map((row) => row.id));
  let strays = names
    .map(fileObject)
    .filter((o) => o?.part === 'bin' && !withRow.has(o.id))
    .map((o) => o?.id as string);
  if (minAgeMs > 0) {
    const written = await Promise.all(
      strays.map((id) =>
        storage.stat(blobKey(id)).then(
          (s) => s?.writtenAt,
          () => undefined,
        ),
      ),
    );
    strays = strays.filter((_, i) => {
      const at = written[i];
      return at !== undefined && listedAt - at >= minAgeMs;
    });
  }
  const loose = rows
    .filter((row) => !keep.has(row.id) && (minAgeMs === 0 || now - row.writtenAt >= minAgeMs))
    .filter((row) => row.retiredUntil === null || !(now < row.retiredUntil))
    .map((row) => row.id);
  const orphans = [...new Set([...strays, ...loose])];
  await deps.remove(orphans);
  return orphans.length;
}
