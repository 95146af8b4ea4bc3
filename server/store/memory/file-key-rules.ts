import type { FileKeyRecord } from '../file-key-store.ts';
import type { Effect } from './effects.ts';
import type { StoreState } from './store-state.ts';

/** The port's rules for stored files' keys and their retirement marks. */
export class FileKeyRules {
  constructor(
    private readonly state: StoreState,
    private readonly emit: (effect: Effect) => void,
  ) {}

  putFileKey(record: FileKeyRecord): boolean {
    if (this.state.fileKeys.has(record.id)) return false;
    this.emit({ t: 'filekey', record });
    return true;
  }

  retireFileKeys(ids: readonly string[], until: number): number {
    let found = 0;
    for (const id of new Set(ids)) {
      const record = this.state.fileKeys.get(id);
      if (record === undefined) continue;
      this.emit({ t: 'filekey', record: { ...record, retiredUntil: until } });
      found++;
    }
    return found;
  }

  removeFileKeys(ids: readonly string[]): number {
    let found = 0;
    for (const id of new Set(ids)) {
      if (!this.state.fileKeys.has(id)) continue;
      this.emit({ t: 'unfilekey', id });
      found++;
    }
    return found;
  }
}

/** The ids of retired files whose time is up at `now`: a walk of every row, as an instance holds few files. */
export function fileKeysDue(state: StoreState, now: number): string[] {
  const due: string[] = [];
  for (const record of state.fileKeys.values())
    if (record.retiredUntil !== null && !(now < record.retiredUntil)) due.push(record.id);
  return due;
}
