import { createInterface } from 'node:readline';
import type { AuditRecord, PushRecord, SessionRecord, UserRecord } from '../records.ts';
import { StoreState } from '../store-state.ts';
import { StoreCorruptError } from './journal-reader.ts';
import type { StoreFs } from './store-fs.ts';

interface Header {
  format: string;
  version: number;
  journal: number;
  keyCheck: string | null;
}

interface Snapshot {
  state: StoreState;
  journal: number;
}

/**
 * Loads a snapshot, a line at a time as writeSnapshot lays it out, so the whole file never sits in
 * memory as one string. A snapshot someone reformatted by hand is still JSON: it is read whole.
 */
export async function readSnapshot(fs: StoreFs, path: string): Promise<Snapshot> {
  try {
    return await readByLine(fs, path);
  } catch (error) {
    if (!(error instanceof StoreCorruptError)) throw error;
    return readWhole(fs, path).catch(() => Promise.reject(error));
  }
}

async function readWhole(fs: StoreFs, path: string): Promise<Snapshot> {
  const data = JSON.parse((await fs.readFile(path)).toString('utf8')) as Header & {
    users: UserRecord[];
    /** Absent from snapshots written before sessions were stored. */
    sessions?: SessionRecord[];
    pushes: { push: PushRecord; audit: AuditRecord[] }[];
  };
  if (data.format !== 'secret-push-store' || data.version !== 1) throw new Error('Not a store snapshot.');
  const state = new StoreState();
  state.keyCheck = data.keyCheck;
  for (const user of data.users) state.apply({ t: 'user', user });
  for (const session of data.sessions ?? []) state.apply({ t: 'session', session });
  for (const { push, audit } of data.pushes) {
    state.apply({ t: 'push', push });
    state.audits.set(push.urlToken, audit);
  }
  state.sortExpiredQueue();
  return { state, journal: data.journal };
}

async function readByLine(fs: StoreFs, path: string): Promise<Snapshot> {
  const state = new StoreState();
  let header: Header | null = null;
  let section: 'users' | 'sessions' | 'pushes' | null = null;
  const lines = createInterface({ input: fs.createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY });
  let number = 0;
  for await (const line of lines) {
    number++;
    if (header === null) {
      header = parse<Header>(`${line.slice(0, -1)}}`, path, number);
      if (header.format !== 'secret-push-store' || header.version !== 1) {
        throw new StoreCorruptError(`${path} is not a version 1 Secret Push store.`);
      }
      state.keyCheck = header.keyCheck;
    } else if (line === '') {
      // An empty section leaves a blank line between its brackets.
    } else if (line === '"users":[' || line === '"sessions":[' || line === '"pushes":[') {
      section = line.slice(1, line.indexOf('"', 1)) as 'users' | 'sessions' | 'pushes';
    } else if (line === '],' || line === ']}') {
      section = null;
    } else if (section === 'users') {
      state.apply({ t: 'user', user: parse<UserRecord>(recordText(line), path, number) });
    } else if (section === 'sessions') {
      state.apply({ t: 'session', session: parse<SessionRecord>(recordText(line), path, number) });
    } else if (section === 'pushes') {
      const { push, audit } = parse<{ push: PushRecord; audit: AuditRecord[] }>(
        recordText(line),
        path,
        number,
      );
      state.apply({ t: 'push', push });
      state.audits.set(push.urlToken, audit);
    } else {
      throw new StoreCorruptError(`${path}:${number} is not part of a store snapshot.`);
    }
  }
  if (header === null) throw new StoreCorruptError(`${path} is empty.`);
  state.sortExpiredQueue();
  return { state, journal: header.journal };
}

function recordText(line: string): string {
  return line.endsWith(',') ? line.slice(0, -1) : line;
}

function parse<T>(text: string, path: string, number: number): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new StoreCorruptError(`${path}:${number} is not valid JSON.`);
  }
}
