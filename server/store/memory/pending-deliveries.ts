import { type DeliveryChannel, type DeliveryRecord, deliveryDestination } from '../records.ts';

/** A pending delivery's place in line: first tries before retries, then oldest due first, then the order they came in. */
interface Place {
  id: string;
  retry: boolean;
  nextAttemptAt: number;
  createdAt: number;
  seq: number;
}

const ahead = (a: Place, b: Place): number =>
  Number(a.retry) - Number(b.retry) ||
  a.nextAttemptAt - b.nextAttemptAt ||
  a.createdAt - b.createdAt ||
  a.seq - b.seq;

/** A binary heap of places, the one ahead on top; a place replaced or gone is dropped when it reaches the top. */
class Line {
  private readonly heap: Place[] = [];

  push(place: Place): void {
    const { heap } = this;
    heap.push(place);
    for (let i = heap.length - 1; i > 0; ) {
      const up = (i - 1) >> 1;
      if (ahead(heap[i] as Place, heap[up] as Place) >= 0) break;
      [heap[i], heap[up]] = [heap[up] as Place, heap[i] as Place];
      i = up;
    }
  }

  /** The top place still current (`current` says which are), dropping those that are not. */
  top(current: (place: Place) => boolean): Place | undefined {
    const { heap } = this;
    while (heap.length > 0 && !current(heap[0] as Place)) {
      const last = heap.pop() as Place;
      if (heap.length === 0) break;
      heap[0] = last;
      for (let i = 0; ; ) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let first = i;
        if (l < heap.length && ahead(heap[l] as Place, heap[first] as Place) < 0) first = l;
        if (r < heap.length && ahead(heap[r] as Place, heap[first] as Place) < 0) first = r;
        if (first === i) break;
        [heap[i], heap[first]] = [heap[first] as Place, heap[i] as Place];
        i = first;
      }
    }
    return heap[0];
  }
}

interface Destination {
  channel: DeliveryChannel;
  firstTries: Line;
  retries: Line;
  waiting: number;
}

/**
 * The pending deliveries, lined up by destination (deliveryDestination): a claim takes the first due
 * of each destination no one holds, looking at the top of its lines, never at every pending one. A
 * burst of one owner's notices leaves thousands pending, and each notice queued and each send claims.
 */
export class PendingDeliveries {
  private readonly places = new Map<string, Place>();
  private readonly destinationOf = new Map<string, string>();
  private readonly destinations = new Map<string, Destination>();
  /** Those with no destination (no user): every one due may go at once. */
  private readonly undirected = new Set<string>();
  /** Those taken under a lease at some time: where the destinations held now are found. */
  private readonly leased = new Set<string>();
  private seq = 0;

  constructor(private readonly recordOf: (id: string) => DeliveryRecord | undefined) {}

  put(delivery: DeliveryRecord): void {
    const { id } = delivery;
    if (delivery.claimedUntil === null) this.leased.delete(id);
    else this.leased.add(id);
    const destination = deliveryDestination(delivery);
    const old = this.places.get(id);
    const place: Place = {
      id,
      retry: delivery.attempts > 0,
      nextAttemptAt: delivery.nextAttemptAt,
      createdAt: delivery.createdAt,
      seq: old?.seq ?? this.seq++,
    };
    const moved = (this.destinationOf.get(id) ?? null) !== destination;
    if (old !== undefined && !moved && ahead(old, place) === 0) return;
    if (old !== undefined) this.leave(id);
    this.places.set(id, place);
    if (destination === null) {
      this.undirected.add(id);
      return;
    }
    let line = this.destinations.get(destination);
    if (line === undefined) {
      line = { channel: delivery.channel, firstTries: new Line(), retries: new Line(), waiting: 0 };
      this.destinations.set(destination, line);
    }
    (place.retry ? line.retries : line.firstTries).push(place);
    line.waiting++;
    this.destinationOf.set(id, destination);
  }

  remove(id: string): void {
    if (this.places.has(id)) this.leave(id);
    this.leased.delete(id);
  }

  has(id: string): boolean {
    return this.places.has(id);
  }

  /** What a claim at `now` may take, in the order it takes them; of `channels` only, when given. */
  claimable(now: number, channels?: readonly DeliveryChannel[]): DeliveryRecord[] {
    const held = new Set<string>();
    for (const id of this.leased) {
      const destination = this.destinationOf.get(id);
      if (destination !== undefined && (this.recordOf(id)?.claimedUntil ?? 0) > now) held.add(destination);
    }
    const wanted = (channel: DeliveryChannel) => channels === undefined || channels.includes(channel);
    const current = (place: Place) => this.places.get(place.id) === place;
    const due = (place: Place | undefined) =>
      place !== undefined && (this.recordOf(place.id)?.nextAttemptAt ?? Number.POSITIVE_INFINITY) <= now;
    const taken: Place[] = [];
    for (const [destination, line] of this.destinations) {
      if (held.has(destination) || !wanted(line.channel)) continue;
      // The top of a line is its earliest due: when it is not due yet, none behind it is.
      const first = line.firstTries.top(current);
      const next = due(first) ? first : line.retries.top(current);
      if (next !== undefined && due(next)) taken.push(next);
    }
    for (const id of this.undirected) {
      const record = this.recordOf(id);
      const place = this.places.get(id);
      if (record === undefined || place === undefined || !wanted(record.channel)) continue;
      if ((record.claimedUntil ?? 0) > now || record.nextAttemptAt > now) continue;
      taken.push(place);
    }
    return taken.sort(ahead).flatMap((place) => this.recordOf(place.id) ?? []);
  }

  private leave(id: string): void {
    this.places.delete(id);
    this.undirected.delete(id);
    const destination = this.destinationOf.get(id);
    this.destinationOf.delete(id);
    const line = destination === undefined ? undefined : this.destinations.get(destination);
    if (destination === undefined || line === undefined) return;
    line.waiting--;
    if (line.waiting === 0) this.destinations.delete(destination);
  }
}
