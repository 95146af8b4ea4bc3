import { createHash } from 'node:crypto';
import type { StoreState } from '../memory/store-state.ts';
import type { AuditRecord, PushRecord } from '../records.ts';
import type { AtRestCodec } from './at-rest.ts';
import { FILE_MODE, inDir, SNAPSHOT_NAME, syncDir } from './data-files.ts';
import {
  RECORD_SECTIONS,
  type RecordSection,
  recordAtRest,
  type SectionRecords,
  sectionRecords,
} from './snapshot-sections.ts';
import type { StoreFs } from './store-fs.ts';

/** The state as it was at one instant; records are immutable and audits append-only, so it stays true. */
export type SnapshotView = { [S in RecordSection]: SectionRecords[S][] } & {
  journal: number;
  keyCheck: string | null;
  pushes: { push: PushRecord; audit: AuditRecord[]; auditLength: number }[];
};

export const SNAPSHOT_FORMAT = 'secret-push-store';
export const SNAPSHOT_VERSION = 2;

export function captureSnapshot(state: StoreState, journal: number): SnapshotView {
  const pushes: SnapshotView['pushes'] = [];
  for (const push of state.pushes.values()) {
    const audit = state.audits.get(push.urlToken) ?? [];
    pushes.push({ push, audit, auditLength: audit.length });
  }
  return { journal, keyCheck: state.keyCheck, ...sectionRecords(state), pushes };
}

/** Roughly how much JSON to build before handing it to the disk, letting other work run between. */
const CHUNK_CHARS = 256 * 1024;

/**
 * Writes a snapshot as valid JSON with one record per line (readable, and loadable line by line),
 * into a temp file that replaces the old snapshot only once fully on disk. Its last line counts the
 * records and holds the SHA-256 of every byte before it, so a file cut short anywhere is refused.
 */
export async function writeSnapshot(
  fs: StoreFs,
  dir: string,
  view: SnapshotView,
  codec: AtRestCodec,
): Promise<void> {
  const path = inDir(dir, SNAPSHOT_NAME);
  const temp = `${path}.tmp`;
  const file = await fs.open(temp, 'w', FILE_MODE);
  const checksum = createHash('sha256');
  const put = async (text: string) => {
    checksum.update(text);
    await file.write(text);
  };
  try {
    const header = {
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      journal: view.journal,
      keyCheck: view.keyCheck,
    };
    let chunk = `${JSON.stringify(header).slice(0, -1)},\n`;
    const flushWhenFull = async () => {
      if (chunk.length < CHUNK_CHARS) return;
      // Each write is an await: requests are served between chunks, whichever section is long.
      await put(chunk);
      chunk = '';
    };
    for (const section of RECORD_SECTIONS) {
      const records: readonly unknown[] = view[section];
      chunk += `"${section}":[\n`;
      for (let i = 0; i < records.length; i++) {
        chunk += `${JSON.stringify(recordAtRest(codec, section, records[i]))}${i < records.length - 1 ? ',\n' : ''}`;
        await flushWhenFull();
      }
      chunk += '\n],\n';
    }
    chunk += '"pushes":[\n';
    for (let i = 0; i < view.pushes.length; i++) {
      const entry = view.pushes[i];
      if (!entry) continue;
      const record = { push: codec.encodePush(entry.push), audit: entry.audit.slice(0, entry.auditLength) };
      chunk += `${JSON.stringify(record)}${i < view.pushes.length - 1 ? ',' : ''}\n`;
      await flushWhenFull();
    }
    await put(`${chunk}],\n`);
    const end: Record<string, number | string> = {};
    for (const section of RECORD_SECTIONS) end[section] = view[section].length;
    end.pushes = view.pushes.length;
    end.sha256 = checksum.digest('hex');
    await file.write(`"end":${JSON.stringify(end)}}\n`);
    // The rename below must never publish a file whose bytes are still only in the page cache.
    await file.sync();
  } catch (error) {
    // A half-written temp file only takes space (on a full disk, the space the journal needs).
    await file.close().catch(() => {});
    await fs.unlink(temp).catch(() => {});
    throw error;
  }
  await file.close();
  await fs.rename(temp, path);
  await syncDir(fs, dir);
}
