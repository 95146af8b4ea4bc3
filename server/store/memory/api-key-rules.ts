import type { ApiKeyRecord } from '../api-key-store.ts';
import { StoreConflictError } from '../store-conflict.ts';
import type { Effect } from './effects.ts';
import type { StoreState } from './store-state.ts';

/** The port's rules for named API keys; see StoreRules for how they run. */
export class ApiKeyRules {
  constructor(
    private readonly state: StoreState,
    private readonly emit: (effect: Effect) => void,
  ) {}

  insertApiKey(key: ApiKeyRecord): void {
    if (!this.state.users.has(key.userId)) throw new StoreConflictError('No such user.');
    if (this.state.apiKeys.has(key.id)) throw new StoreConflictError('That API key id is taken.');
    this.emit({ t: 'apikey', key });
  }

  revokeApiKey(userId: string, id: string, at: number): boolean {
    const key = this.state.apiKeys.get(id);
    if (key?.userId !== userId || key.revokedAt !== null) return false;
    this.emit({ t: 'apikey', key: { ...key, revokedAt: at } });
    return true;
  }

  touchApiKey(id: string, at: number, address: string | null): void {
    const key = this.state.apiKeys.get(id);
    if (key) this.emit({ t: 'apikey', key: { ...key, lastUsedAt: at, lastUsedFrom: address } });
  }
}

/** A user's keys, oldest first; a walk of all of them, as a user holds a handful and an instance few. */
export function apiKeysOf(state: StoreState, userId: string): ApiKeyRecord[] {
  const owned = [...state.apiKeys.values()].filter((key) => key.userId === userId);
  return owned.sort((a, b) => a.createdAt - b.createdAt);
}
