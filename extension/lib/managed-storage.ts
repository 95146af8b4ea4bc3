import type { StorageArea } from './settings-store.ts';

/** `storage.managed`, where the browser has it: Firefox without a policy throws, some browsers lack it. */
export interface ManagedArea {
  get(keys?: null): Promise<Record<string, unknown>>;
}

/** Reads the organisation's configuration; none, unreadable or absent is no configuration. */
export async function readManagedArea(area: ManagedArea | undefined): Promise<unknown> {
  try {
    return (await area?.get(null)) ?? null;
  } catch {
    return null;
  }
}

/** The person's storage with the organisation's configuration beside it, for `loadSettings` to lay over. */
export function withManaged(local: StorageArea, managed: ManagedArea | undefined): StorageArea {
  return {
    get: (keys) => local.get(keys),
    set: (items) => local.set(items),
    readManaged: () => readManagedArea(managed),
  };
}

type ChangeListener = (changes: Record<string, unknown>, areaName: string) => void;

/** `storage.onChanged`, as far as the organisation's changes need it. */
export interface StorageChanges {
  addListener(listener: ChangeListener): void;
  removeListener(listener: ChangeListener): void;
}

/** Calls `listener` whenever the organisation's configuration changes; returns how to stop. */
export function onManagedChange(changes: StorageChanges, listener: () => void): () => void {
  const heard: ChangeListener = (_, areaName) => {
    if (areaName === 'managed') listener();
  };
  changes.addListener(heard);
  return () => changes.removeListener(heard);
}
