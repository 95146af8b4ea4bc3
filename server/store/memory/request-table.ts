import type { RequestRecord } from '../request-records.ts';
import { ExpiryHeap } from './expiry-heap.ts';

/** When a request stopped taking answers, or null while it is open. */
export function endedAt(request: RequestRecord): number | null {
  return request.state === 'open' ? null : (request.answeredAt ?? request.closedAt);
}

/**
 * Requests by url token, each requester's in the order they were made, and the open ones by the
 * time they close: a listing walks only its requester's, and the sweep only those due.
 */
export class RequestTable {
  private readonly byToken = new Map<string, RequestRecord>();
  private readonly byOwner = new Map<string, string[]>();
  /** Open requests by `closesAt`; an entry of one answered or closed meanwhile is skipped when it comes due. */
  readonly closing = new ExpiryHeap();

  get(urlToken: string): RequestRecord | undefined {
    return this.byToken.get(urlToken);
  }

  hasOwner(ownerId: string): boolean {
    return this.byOwner.has(ownerId);
  }

  put(request: RequestRecord): void {
    const before = this.byToken.get(request.urlToken);
    // Map.set on an existing key keeps its place: the snapshot keeps the order they were made in.
    this.byToken.set(request.urlToken, request);
    if (before !== undefined && before.ownerId === request.ownerId) return;
    if (before !== undefined) this.unlist(before);
    const owned = this.byOwner.get(request.ownerId) ?? [];
    // Mostly made in time order: the search ends at the back, and ties keep the order they came in.
    owned.splice(this.firstMadeAfter(owned, request.createdAt), 0, request.urlToken);
    this.byOwner.set(request.ownerId, owned);
    if (before === undefined && request.state === 'open')
      this.closing.push(request.closesAt, request.urlToken);
  }

  /** Takes a request off its requester's list, as it is handed to another. */
  private unlist(request: RequestRecord): void {
    const kept = (this.byOwner.get(request.ownerId) ?? []).filter((token) => token !== request.urlToken);
    if (kept.length > 0) this.byOwner.set(request.ownerId, kept);
    else this.byOwner.delete(request.ownerId);
  }

  /** A requester's url tokens, oldest first. */
  tokensOf(ownerId: string): readonly string[] {
    return this.byOwner.get(ownerId) ?? [];
  }

  /** Requests that ended (answered or closed) before `before`. */
  endedBefore(before: number): RequestRecord[] {
    const ended: RequestRecord[] = [];
    for (const request of this.byToken.values()) {
      const at = endedAt(request);
      if (at !== null && at < before) ended.push(request);
    }
    return ended;
  }

  removeEndedBefore(before: number): void {
    const gone = new Set(this.endedBefore(before).map((request) => request.urlToken));
    if (gone.size === 0) return;
    for (const token of gone) this.byToken.delete(token);
    for (const [ownerId, owned] of this.byOwner) {
      const kept = owned.filter((token) => !gone.has(token));
      if (kept.length > 0) this.byOwner.set(ownerId, kept);
      else this.byOwner.delete(ownerId);
    }
  }

  removeOwner(ownerId: string): void {
    for (const token of this.byOwner.get(ownerId) ?? []) this.byToken.delete(token);
    this.byOwner.delete(ownerId);
  }

  values(): IterableIterator<RequestRecord> {
    return this.byToken.values();
  }

  get size(): number {
    return this.byToken.size;
  }

  /** The index of the first token in `owned` made after `createdAt` (binary search). */
  private firstMadeAfter(owned: readonly string[], createdAt: number): number {
    let low = 0;
    let high = owned.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const made = this.byToken.get(owned[middle] ?? '')?.createdAt ?? Number.NEGATIVE_INFINITY;
      if (made <= createdAt) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
