import { type DeliveryChannel, type DeliveryRecord, deliveryDestination } from './records.ts';

/** A due delivery and its place among the pending ones, which breaks ties as the order they were made in. */
type Ranked = { delivery: DeliveryRecord; seen: number };

const takenBefore = ({ delivery: a, seen: i }: Ranked, { delivery: b, seen: j }: Ranked): number =>
  Number(a.attempts > 0) - Number(b.attempts > 0) ||
  a.nextAttemptAt - b.nextAttemptAt ||
  a.createdAt - b.createdAt ||
  i - j;

/**
 * Deliveries by id, in the order they were made, with the pending ones and each user's apart:
 * a worker's poll walks only what still waits, an account page only its user's.
 */
export class DeliveryTable {
  private readonly byId = new Map<string, DeliveryRecord>();
  private readonly pending = new Set<string>();
  private readonly byUser = new Map<string, Set<string>>();
  /** Each pending delivery's destination, worked out once: a claim looks at every pending one. */
  private readonly destinations = new Map<string, string | null>();
  /** The pending ones ever taken under a lease: where the destinations held now are. */
  private readonly leased = new Set<string>();
  /** How many are pending for each destination (null: none), so a claim that can take nothing looks at none. */
  private readonly waiting = new Map<string | null, number>();

  put(delivery: DeliveryRecord): void {
    const before = this.byId.get(delivery.id);
    if (before && before.userId !== delivery.userId) this.unindexUser(before);
    // Map.set on an existing key keeps its place: ties in time keep the order they were made in.
    this.byId.set(delivery.id, delivery);
    if (delivery.status === 'pending') {
      this.indexPending(delivery.id, deliveryDestination(delivery));
    } else this.unindexPending(delivery.id);
    if (delivery.status === 'pending' && delivery.claimedUntil !== null) this.leased.add(delivery.id);
    else this.leased.delete(delivery.id);
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
    this.unindexPending(id);
    this.unindexUser(delivery);
  }

  get(id: string): DeliveryRecord | undefined {
    return this.byId.get(id);
  }

  /**
   * What a claim at `now` may take, in the order it takes them: first tries before retries, then
   * oldest due first. Of each destination (deliveryDestination) that no one holds, only its first due
   * delivery; every due one without a destination. Of `channels` only, when given. One pass and a
   * sort of the few taken, not of every pending one: a burst of notices to one owner leaves thousands
   * pending, and each queued delivery and each send asks again.
   */
  claimable(now: number, channels?: readonly DeliveryChannel[]): DeliveryRecord[] {
    const held = new Set<string>();
    for (const id of this.leased) {
      const destination = this.destinations.get(id) ?? null;
      if (destination !== null && (this.byId.get(id)?.claimedUntil ?? 0) > now) held.add(destination);
    }
    // Every destination waiting is held (as through a burst to one owner): nothing to take, no need to look.
    if (!this.waiting.has(null) && [...this.waiting.keys()].every((d) => d !== null && held.has(d)))
      return [];
    const first = new Map<string, Ranked>();
    const undirected: Ranked[] = [];
    let seen = 0;
    for (const id of this.pending) {
      const delivery = this.byId.get(id);
      if (!delivery) continue;
      if (delivery.claimedUntil !== null && delivery.claimedUntil > now) continue;
      if (delivery.nextAttemptAt > now) continue;
      const destination = this.destinations.get(id) ?? null;
      if (destination !== null && held.has(destination)) continue;
      if (channels !== undefined && !channels.includes(delivery.channel)) continue;
      const ranked = { delivery, seen: seen++ };
      if (destination === null) undirected.push(ranked);
      else {
        const best = first.get(destination);
        if (best === undefined || takenBefore(ranked, best) < 0) first.set(destination, ranked);
      }
    }
    return [...first.values(), ...undirected].sort(takenBefore).map((ranked) => ranked.delivery);
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

  private indexPending(id: string, destination: string | null): void {
    if (this.pending.has(id)) {
      if (this.destinations.get(id) === destination) return;
      this.unindexPending(id);
    }
    this.pending.add(id);
    this.destinations.set(id, destination);
    this.waiting.set(destination, (this.waiting.get(destination) ?? 0) + 1);
  }

  private unindexPending(id: string): void {
    if (!this.pending.has(id)) return;
    const destination = this.destinations.get(id) ?? null;
    const left = (this.waiting.get(destination) ?? 1) - 1;
    if (left > 0) this.waiting.set(destination, left);
    else this.waiting.delete(destination);
    this.pending.delete(id);
    this.destinations.delete(id);
    this.leased.delete(id);
  }

  private unindexUser(delivery: DeliveryRecord): void {
    if (delivery.userId === null) return;
    const owned = this.byUser.get(delivery.userId);
    owned?.delete(delivery.id);
    if (owned?.size === 0) this.byUser.delete(delivery.userId);
  }
}
