import type { DeliveryChannel, DeliveryRecord } from '../records.ts';
import { PendingDeliveries } from './pending-deliveries.ts';

/**
 * Deliveries by id, in the order they were made, with the pending ones and each user's apart:
 * a worker's poll walks only what still waits, an account page only its user's.
 */
export class DeliveryTable {
  private readonly byId = new Map<string, DeliveryRecord>();
  private readonly pending = new PendingDeliveries((id) => this.byId.get(id));
  private readonly byUser = new Map<string, Set<string>>();

  put(delivery: DeliveryRecord): void {
    const before = this.byId.get(delivery.id);
    if (before && before.userId !== delivery.userId) this.unindexUser(before);
    // Map.set on an existing key keeps its place: ties in time keep the order they were made in.
    this.byId.set(delivery.id, delivery);
    if (delivery.status === 'pending') this.pending.put(delivery);
    else this.pending.remove(delivery.id);
    if (delivery.userId !== null) {
      const owned = this.byUser.get(delivery.userId) ?? new Set<string>();
      owned.add(delivery.id);
      this.byUser.set(delivery.userId, owned);
    }
  }

  remove(id: string): void {
    const delivery = this.byId.get(id);
    if (!delivery) return;
    this.byId.delete(id);
    this.pending.remove(id);
    this.unindexUser(delivery);
  }

  get(id: string): DeliveryRecord | undefined {
    return this.byId.get(id);
  }

  /**
   * What a claim at `now` may take, in the order it takes them: first tries before retries, then
   * oldest due first. Of each destination (deliveryDestination) that no one holds, only its first due
   * delivery; every due one without a destination. Of `channels` only, when given.
   */
  claimable(now: number, channels?: readonly DeliveryChannel[]): DeliveryRecord[] {
    return this.pending.claimable(now, channels);
  }

  /** A user's deliveries, newest first; of those made in one millisecond, the last made first. */
  ofUser(userId: string): DeliveryRecord[] {
    const owned: DeliveryRecord[] = [];
    for (const id of this.byUser.get(userId) ?? []) {
      const delivery = this.byId.get(id);
      if (delivery) owned.push(delivery);
    }
    return owned.reverse().sort((a, b) => b.createdAt - a.createdAt);
  }

  values(): IterableIterator<DeliveryRecord> {
    return this.byId.values();
  }

  get size(): number {
    return this.byId.size;
  }

  private unindexUser(delivery: DeliveryRecord): void {
    if (delivery.userId === null) return;
    const owned = this.byUser.get(delivery.userId);
    owned?.delete(delivery.id);
    if (owned?.size === 0) this.byUser.delete(delivery.userId);
  }
}
