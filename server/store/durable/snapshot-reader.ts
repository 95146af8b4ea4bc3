import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import type {
  AuditRecord,
  DeliveryRecord,
  DeviceTokenRecord,
  InvitationRecord,
  OneTimeRecord,
  PushRecord,
  SessionRecord,
  UserRecord,
} from '../records.ts';
import { StoreState } from '../store-state.ts';
import type { EffectAtRest, EffectReader, PushAtRest } from './at-rest.ts';
import { StoreCorruptError } from './journal-reader.ts';
import { SNAPSHOT_FORMAT } from './snapshot-writer.ts';
import type { StoreFs } from './store-fs.ts';

interface Header {
  format: string;
  version: number;
  journal: number;
  keyCheck: string | null;
}

interface Trailer {
  users: number;
  sessions: number;
  /** Absent from snapshots written before invitations were stored. */
  invitations?: number;
  /** Absent from snapshots written before account flows' records were stored. */
  oneTimes?: number;
  deviceTokens?: number;
  /** Absent from snapshots written before deliveries were stored. */
  deliveries?: number;
  pushes: number;
  sha256?: string;
}

type Section = 'users' | 'sessions' | 'invitations' | 'oneTimes' | 'deviceTokens' | 'deliveries' | 'pushes';
const SECTION_LINES = new Set(
  ['users', 'sessions', 'invitations', 'oneTimes', 'deviceTokens', 'deliveries', 'pushes'].map(
    (name) => `"${name}":[`,
  ),
);

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
  const data = JSON.parse((await fs.readFile(path)).toString('utf8')) as Header & {
    users: UserRecord[];
    /** Absent from snapshots written before sessions were stored. */
    sessions?: SessionRecord[];
    invitations?: InvitationRecord[];
    oneTimes?: OneTimeRecord[];
    deviceTokens?: DeviceTokenRecord[];
    deliveries?: DeliveryRecord[];
    pushes: StoredEntry[];
    end?: Trailer;
  };
  if (data.format !== SNAPSHOT_FORMAT || (data.version !== 1 && data.version !== 2))
    throw new Error('Not a store snapshot.');
  if (
    data.version === 2 &&
    (data.end?.users !== data.users.length ||
      data.end.sessions !== (data.sessions ?? []).length ||
      (data.end.invitations ?? 0) !== (data.invitations ?? []).length ||
      (data.end.oneTimes ?? 0) !== (data.oneTimes ?? []).length ||
      (data.end.deviceTokens ?? 0) !== (data.deviceTokens ?? []).length ||
      (data.end.deliveries ?? 0) !== (data.deliveries ?? []).length ||
      data.end.pushes !== data.pushes.length)
  ) {
    throw new Error('Counts do not match.');
  }
  // A checksum holds only for the layout it was taken over: a file that still carries one is judged line by line.
  if (data.version === 2 && data.end?.sha256 !== undefined)
    throw new Error('A checksummed snapshot out of layout.');
  const state = new StoreState();
  state.keyCheck = data.keyCheck;
  for (const user of data.users) state.apply({ t: 'user', user });
  for (const session of data.sessions ?? []) state.apply({ t: 'session', session });
  for (const invitation of data.invitations ?? []) state.apply({ t: 'invite', invitation });
  for (const record of data.oneTimes ?? []) state.apply({ t: 'onetime', record });
  for (const token of data.deviceTokens ?? []) state.apply({ t: 'device', token });
  for (const delivery of data.deliveries ?? []) state.apply({ t: 'delivery', delivery });
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
  let users = 0;
  let sessions = 0;
  let invitations = 0;
  let oneTimes = 0;
  let deviceTokens = 0;
  let deliveries = 0;
  let pushes = 0;
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
      if (line === ']}') trailer = { users, sessions, pushes };
    } else if (section === 'users') {
      state.apply({ t: 'user', user: parse<UserRecord>(recordText(line), where()) });
      users++;
    } else if (section === 'sessions') {
      state.apply({ t: 'session', session: parse<SessionRecord>(recordText(line), where()) });
      sessions++;
    } else if (section === 'invitations') {
      state.apply({ t: 'invite', invitation: parse<InvitationRecord>(recordText(line), where()) });
      invitations++;
    } else if (section === 'oneTimes') {
      state.apply({ t: 'onetime', record: parse<OneTimeRecord>(recordText(line), where()) });
      oneTimes++;
    } else if (section === 'deviceTokens') {
      state.apply({ t: 'device', token: parse<DeviceTokenRecord>(recordText(line), where()) });
      deviceTokens++;
    } else if (section === 'deliveries') {
      state.apply({ t: 'delivery', delivery: parse<DeliveryRecord>(recordText(line), where()) });
      deliveries++;
    } else if (section === 'pushes') {
      load(state, parse<StoredEntry>(recordText(line), where()), reader);
      pushes++;
    } else if (section === null && line.startsWith('"end":') && header.version !== 1) {
      trailer = parse<Trailer>(line.slice('"end":'.length, -1), where());
      if (trailer.sha256 !== undefined && trailer.sha256 !== checksum.digest('hex')) {
        throw new StoreCorruptError(
          `${where()}: the snapshot's checksum does not match its contents: it was altered after it was written. ${HOW_TO_RECOVER}`,
        );
      }
      const held = { users, sessions, invitations, oneTimes, deviceTokens, deliveries, pushes };
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

const SECTION_WORDS: Record<Section, [one: string, many: string]> = {
  users: ['user', 'users'],
  sessions: ['session', 'sessions'],
  invitations: ['invitation', 'invitations'],
  oneTimes: ['one-time record', 'one-time records'],
  deviceTokens: ['browser token', 'browser tokens'],
  deliveries: ['delivery', 'deliveries'],
  pushes: ['push', 'pushes'],
};

/** Names every section whose count disagrees, so a hand repair knows which count to fix. */
function wrongCounts(trailer: Trailer, held: Record<Section, number>): string | null {
  const required = new Set<Section>(['users', 'sessions', 'pushes']);
  const sections = Object.keys(SECTION_WORDS) as Section[];
  const uncounted = sections.filter((name) => required.has(name) && trailer[name] === undefined);
  if (uncounted.length > 0)
    return `the snapshot's last line has no count of ${list(uncounted.map((n) => SECTION_WORDS[n][1]))}`;
  const wrong = sections.filter((name) => (trailer[name] ?? 0) !== held[name]);
  if (wrong.length === 0) return null;
  const amounts = (count: (name: Section) => number) =>
    list(wrong.map((name) => `${count(name)} ${SECTION_WORDS[name][count(name) === 1 ? 0 : 1]}`));
  return `the snapshot should hold ${amounts((name) => trailer[name] ?? 0)} but holds ${amounts((name) => held[name])}`;
}

function list(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
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
