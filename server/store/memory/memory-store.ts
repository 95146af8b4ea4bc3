import type { Store } from '../port.ts';
import { stateStore } from './state-store.ts';
import { StoreState } from './store-state.ts';

export interface MemoryStoreOptions {
  /** Expired pushes older than this are deleted by `expireDue`; omitted keeps them. */
  purgeAfterMs?: number;
}

/** A store that lives and dies with the process: for tests and throwaway instances. */
export function openMemoryStore(options: MemoryStoreOptions = {}): Store {
  return stateStore(new StoreState(), {
    persist: async () => {},
    purgeAfterMs: options.purgeAfterMs ?? null,
    close: async () => {},
  });
}
