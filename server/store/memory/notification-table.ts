import type { NotificationRecord } from '../records.ts';

export interface FeedPosition {
  createdAt: number;
  id: string;
}

/** Feed order: by time made, then by id (by code unit, as PostgreSQL's "C" collation orders them). */
export function feedOrder(a: FeedPosition, b: FeedPosition): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Each user's feed kept in feed order: a read is a binary search and a slice, and the events a
 * clean-up removes (the oldest) are at the front of every feed.
 */
export class NotificationTable {
  private readonly byId = new Map<string, NotificationRecord>();
  private readonly byUser = new Map<string, NotificationRecord[]>();

  has(id: string): boolean {
    return this.byId.has(id);
  }

  hasFeed(userId: string): boolean {
    return this.byUser.has(userId);
  }

  put(notification: NotificationRecord): void {
    this.remove(notification.id);
    const feed = this.byUser.get(notification.userId) ?? [];
    // Events mostly come in the order they were made, so this mostly appends and moves nothing.
    feed.splice(firstAfter(feed, notification), 0, notification);
    this.byId.set(notification.id, notification);
    this.byUser.set(notification.userId, feed);
  }

  /** Up to `limit` of a user's events strictly after `after`, in feed order. */
  after(userId: string, after: FeedPosition, limit: number): NotificationRecord[] {
    const feed = this.byUser.get(userId) ?? [];
    const start = firstAfter(feed, after);
    return feed.slice(start, start + Math.max(limit, 0));
  }

  /** How many events were made before `before`. */
  countBefore(before: number): number {
    let count = 0;
    for (const feed of this.byUser.values()) count += madeBefore(feed, before);
    return count;
  }

  removeBefore(before: number): void {
    for (const [userId, feed] of this.byUser) {
      for (const gone of feed.splice(0, madeBefore(feed, before))) this.byId.delete(gone.id);
      if (feed.length === 0) this.byUser.delete(userId);
    }
  }

  removeUser(userId: string): void {
    for (const gone of this.byUser.get(userId) ?? []) this.byId.delete(gone.id);
    this.byUser.delete(userId);
  }

  private remove(id: string): void {
    const before = this.byId.get(id);
    if (!before) return;
    const feed = this.byUser.get(before.userId) ?? [];
    feed.splice(firstAfter(feed, before) - 1, 1);
    this.byId.delete(id);
    if (feed.length === 0) this.byUser.delete(before.userId);
  }

  *values(): IterableIterator<NotificationRecord> {
    for (const feed of this.byUser.values()) yield* feed;
  }

  get size(): number {
    return this.byId.size;
  }
}

/** How many events at the front of a feed hold `test`, which holds for a front part only. */
function leading(feed: readonly NotificationRecord[], test: (event: NotificationRecord) => boolean): number {
  let low = 0;
  let high = feed.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const event = feed[middle];
    if (event !== undefined && test(event)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The index of the first event strictly after `position`. */
const firstAfter = (feed: readonly NotificationRecord[], position: FeedPosition) =>
  leading(feed, (event) => feedOrder(event, position) <= 0);

const madeBefore = (feed: readonly NotificationRecord[], before: number) =>
  leading(feed, (event) => event.createdAt < before);
