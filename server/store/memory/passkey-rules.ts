import { counterMovesOn, type PasskeyRecord, type PasskeyUse } from '../passkey-store.ts';
import { StoreConflictError } from '../store-conflict.ts';
import type { Effect } from './effects.ts';
import type { StoreState } from './store-state.ts';

/** The port's rules for passkeys: one id across the instance, changed only by their owner, counted on. */
export class PasskeyRules {
  constructor(
    private readonly state: StoreState,
    private readonly emit: (effect: Effect) => void,
  ) {}

  insertPasskey(passkey: PasskeyRecord): void {
    if (!this.state.users.has(passkey.userId)) throw new StoreConflictError('No such user.');
    if (this.state.passkeys.has(passkey.id)) throw new StoreConflictError('That passkey is kept already.');
    this.emit({ t: 'passkey', passkey: { ...passkey, transports: [...passkey.transports] } });
  }

  renamePasskey(userId: string, id: string, name: string): boolean {
    const passkey = this.state.passkeys.get(id);
    if (passkey?.userId !== userId) return false;
    this.emit({ t: 'passkey', passkey: { ...passkey, name } });
    return true;
  }

  removePasskey(userId: string, id: string): boolean {
    if (this.state.passkeys.get(id)?.userId !== userId) return false;
    this.emit({ t: 'unpasskey', id });
    return true;
  }

  usePasskey(id: string, counter: number, at: number): PasskeyUse {
    const passkey = this.state.passkeys.get(id);
    if (passkey === undefined) return 'unknown';
    if (!counterMovesOn(passkey.counter, counter)) return 'counter_went_back';
    this.emit({ t: 'passkey', passkey: { ...passkey, counter, lastUsedAt: at } });
    return 'used';
  }
}

/** A user's passkeys, oldest first; a walk of all of them, as a user holds a handful. */
export function passkeysOf(state: StoreState, userId: string): PasskeyRecord[] {
  const owned = [...state.passkeys.values()].filter((passkey) => passkey.userId === userId);
  return owned.sort((a, b) => a.createdAt - b.createdAt);
}
