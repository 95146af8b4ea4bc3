import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import { StoreState } from '../memory/store-state.ts';
import type { AuditRecord, PushRecord } from '../records.ts';
import type { EffectAtRest, EffectReader, PushAtRest } from './at-rest.ts';
import { StoreCorruptError } from './journal-reader.ts';
import {
  loadRecord,
  RECORD_SECTIONS,
  type RecordSection,
  type Section,
  type Trailer,
  wrongCounts,
} from './snapshot-sections.ts';
import { SNAPSHOT_FORMAT } from './snapshot-writer.ts';
import type { StoreFs } from './store-fs.ts';

interface Header {
  format: string;
  version: number;
  journal: number;
  keyCheck: string | null;
}

const SECTION_LINES = new Set([...RECORD_SECTIONS, 'pushes'].map((name) => `"${name}":[`));

type StoredEntry = { push: PushAtRest | PushRecord; audit: AuditRecord[] };

interface Snapshot {
  state: StoreState;
  journal: number;
  version: number;
}

const HOW_TO_RECOVER = 'See "Recovering by hand" in docs/storage.md.';

/**
 * Loads a snapshot, a line at a time as writeSnapshot lays it out, so the whole file never sits in
 * memory as one string. A snapshot someone reformatted by hand is still JSON: it is read whole, if
 * its last part no longer claims a checksum (docs/storage.md says how to edit one).
 * Version 2 ends with a line that counts the records and checksums the bytes before it: a file cut
 * short at any point, or changed since, is refused.
 */
export async function readSnapshot(fs: StoreFs, path: string, reader: EffectReader): Promise<Snapshot> {
  try {
    return await readByLine(fs, path, reader);
  } catch (error) {
    if (!(error instanceof StoreCorruptError)) throw error;
    return readWhole(fs, path, reader).catch(() => Promise.reject(error));
  }
}

function load(state: StoreState, entry: StoredEntry, reader: EffectReader): void {
  const effect = reader.read({ t: 'push', push: entry.push } as EffectAtRest);
  if (effect?.t !== 'push') return;
  state.apply(effect);
  state.audits.set(effect.push.urlToken, entry.audit);
}

async function readWhole(fs: StoreFs, path: string, reader: EffectReader): Promise<Snapshot> {
  // A section missing was written before its records were stored: it holds none.
  const data = JSON.parse((await fs.readFile(path)).toString('utf8')) as Header &
    Partial<Record<RecordSection, unknown[]>> & { pushes: StoredEntry[]; end?: Trailer };
  if (data.format !== SNAPSHOT_FORMAT || (data.version !== 1 && data.version !== 2))
    throw new Error('Not a store snapshot.');
  const held = { pushes: data.pushes.length } as Record<Section, number>;
  for (const section of RECORD_SECTIONS) held[section] = (data[section] ?? []).length;
  if (data.version === 2 && (data.end === undefined || wrongCounts(data.end, held) !== null))
    throw new Error('Counts do not match.');
  // A checksum holds only for the layout it was taken over: a file that still carries one is judged line by line.
  if (data.version === 2 && data.end?.sha256 !== undefined)
    throw new Error('A checksummed snapshot out of layout.');
  const state = new StoreState();
  state.keyCheck = data.keyCheck;
  for (const section of RECORD_SECTIONS)
    for (const record of data[section] ?? []) loadRecord(state, section, record, reader);
  for (const entry of data.pushes) load(state, entry, reader);
  state.sortExpiredQueue();
  return { state, journal: data.journal, version: data.version };
}

async function readByLine(fs: StoreFs, path: string, reader: EffectReader): Promise<Snapshot> {
  const state = new StoreState();
  const checksum = createHash('sha256');
  let header: Header | null = null;
  let trailer: Trailer | null = null;
  let section: Section | null = null;
  const held = { pushes: 0 } as Record<Section, number>;
  for (const name of RECORD_SECTIONS) held[name] = 0;
  let number = 0;
  let byte = 0;
  const where = () => `${path} line ${number} (byte ${byte})`;
  const lines = createInterface({ input: fs.createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    number++;
    if (trailer !== null)
      throw new StoreCorruptError(
        `${where()}: there is more after the snapshot's last line. ${HOW_TO_RECOVER}`,
      );
    if (header === null) {
      header = parse<Header>(`${line.slice(0, -1)}}`, where());
      if (header.format !== SNAPSHOT_FORMAT || (header.version !== 1 && header.version !== 2)) {
        throw new StoreCorruptError(
          `${path} is not a Secret Push store snapshot of a version this server reads.`,
        );
      }
      state.keyCheck = header.keyCheck;
    } else if (line === '') {
      // An empty section leaves a blank line between its brackets.
    } else if (SECTION_LINES.has(line)) {
      section = line.slice(1, line.indexOf('"', 1)) as Section;
    } else if (line === '],' || line === ']}') {
      section = null;
      if (line === ']}' && header.version !== 1)
        throw new StoreCorruptError(`${where()}: the snapshot's last line is missing. ${HOW_TO_RECOVER}`);
      if (line === ']}') trailer = held;
    } else if (section === 'pushes') {
      load(state, parse<StoredEntry>(recordText(line), where()), reader);
      held.pushes++;
    } else if (section !== null) {
      loadRecord(state, section, parse<unknown>(recordText(line), where()), reader);
      held[section]++;
    } else if (line.startsWith('"end":') && header.version !== 1) {
      trailer = parse<Trailer>(line.slice('"end":'.length, -1), where());
      if (trailer.sha256 !== undefined && trailer.sha256 !== checksum.digest('hex')) {
        throw new StoreCorruptError(
          `${where()}: the snapshot's checksum does not match its contents: it was altered after it was written. ${HOW_TO_RECOVER}`,
        );
      }
      const wrong = wrongCounts(trailer, held);
      if (wrong !== null) throw new StoreCorruptError(`${where()}: ${wrong}. ${HOW_TO_RECOVER}`);
      continue;
    } else {
      throw new StoreCorruptError(`${where()} is not part of a store snapshot. ${HOW_TO_RECOVER}`);
    }
    checksum.update(`${line}\n`);
    byte += Buffer.byteLength(line) + 1;
  }
  if (header === null) throw new StoreCorruptError(`${path} is empty. ${HOW_TO_RECOVER}`);
  if (trailer === null) {
    throw new StoreCorruptError(
      `${path} ends at byte ${byte} (line ${number}) before the snapshot's last line: the file was cut short. ${HOW_TO_RECOVER}`,
    );
  }
  state.sortExpiredQueue();
  return { state, journal: header.journal, version: header.version };
}

function recordText(line: string): string {
  return line.endsWith(',') ? line.slice(0, -1) : line;
}

function parse<T>(text: string, where: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new StoreCorruptError(`${where} is not valid JSON. ${HOW_TO_RECOVER}`);
  }
}
