import type { DeviceTokenRecord } from '../records.ts';

/** Browser tokens by id, with the index by token digest that each API request looks up. */
export class DeviceTokenTable {
  private readonly byId = new Map<string, DeviceTokenRecord>();
  private readonly idByHash = new Map<string, string>();

  put(token: DeviceTokenRecord): void {
    const before = this.byId.get(token.id);
    if (before) this.idByHash.delete(before.tokenHash);
    // Map.set on an existing key keeps its place: tokens made in one millisecond keep their order.
    this.byId.set(token.id, token);
    this.idByHash.set(token.tokenHash, token.id);
  }

  remove(id: string): void {
    const token = this.byId.get(id);
    if (!token) return;
    this.byId.delete(id);
    this.idByHash.delete(token.tokenHash);
  }

  get(id: string): DeviceTokenRecord | undefined {
    return this.byId.get(id);
  }

  byTokenHash(tokenHash: string): DeviceTokenRecord | undefined {
    const id = this.idByHash.get(tokenHash);
    return id === undefined ? undefined : this.byId.get(id);
  }

  /** A user's tokens, oldest first; a walk of all of them, as a user holds a handful and an instance few. */
  ofUser(userId: string): DeviceTokenRecord[] {
    const owned = [...this.byId.values()].filter((token) => token.userId === userId);
    return owned.sort((a, b) => a.createdAt - b.createdAt);
  }

  values(): IterableIterator<DeviceTokenRecord> {
    return this.byId.values();
  }

  get size(): number {
    return this.byId.size;
  }
}
