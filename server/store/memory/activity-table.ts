import { ACTIVITY_GENESIS, activityLink } from '../activity/activity-chain.ts';
import { ACTIVITY_CLOCK_SKEW_MS } from '../activity/activity-filter.ts';
import type {
  ActivityCategory,
  ActivityCheckpoint,
  ActivityEntry,
  ActivityFilter,
  ActivityPageAsk,
} from '../activity-store.ts';
import { ActivityIndex } from './activity-index.ts';
import { searchLog, windowOf } from './activity-search.ts';

/**
 * The activity log in memory: entries by sequence number (links retention left included), the
 * checkpoint it starts after, and each category's entries not yet removed, oldest first, so a
 * retention slice looks only at what it removes.
 */
export class ActivityTable {
  private entries: ActivityEntry[] = [];
  /** The latest time among the entries up to each index: never falls, so a time is found by halving. */
  private latest: number[] = [];
  private readonly live: Record<ActivityCategory, number[]> = {
    push: [],
    security: [],
    admin: [],
    request: [],
  };
  checkpoint: ActivityCheckpoint = { seq: 0, digest: ACTIVITY_GENESIS };
  private readonly index = new ActivityIndex();

  /** The newest entry's number and digest: the next one chains to it. */
  head(): ActivityCheckpoint {
    const last = this.entries.at(-1);
    return last === undefined ? this.checkpoint : { seq: last.seq, digest: last.digest };
  }

  put(entry: ActivityEntry): void {
    this.entries.push(entry);
    this.latest.push(Math.max(entry.at, this.latest.at(-1) ?? entry.at));
    if (entry.removed !== true) this.live[entry.category]?.push(entry.seq);
    this.index.add(entry);
  }

  /** Sets where the log starts; a snapshot's checkpoint is loaded before its entries. */
  startAfter(checkpoint: ActivityCheckpoint): void {
    this.checkpoint = checkpoint;
  }

  /** Leaves each entry's link, then drops the links at the start and moves the checkpoint past them. */
  remove(seqs: readonly number[]): void {
    for (const seq of seqs) {
      const at = this.indexAfter(seq - 1);
      const entry = this.entries[at];
      if (entry?.seq !== seq || entry.removed === true) continue;
      this.entries[at] = activityLink(entry);
      const live = this.live[entry.category];
      const place = live.indexOf(seq);
      if (place >= 0) live.splice(place, 1);
    }
    let cut = 0;
    while (this.entries[cut]?.removed === true) cut++;
    const last = this.entries[cut - 1];
    if (last === undefined) return;
    this.checkpoint = { seq: last.seq, digest: last.digest };
    this.entries.splice(0, cut);
    this.latest.splice(0, cut);
    this.index.dropThrough(last.seq);
  }

  /** A page of the kept entries the filter finds, newest first. */
  search(filter: ActivityFilter, page: ActivityPageAsk): ActivityEntry[] {
    const log = { entries: this.entries, indexAfter: (seq: number) => this.indexAfter(seq) };
    return searchLog(
      log,
      this.index.candidates(filter),
      filter,
      page,
      windowOf(page, this.timeWindow(filter)),
    );
  }

  /**
   * The numbers a time range can hold: every entry before the first whose latest time reaches
   * `from` is older; every entry after the first whose latest time passes `to` by the clocks' skew
   * is newer (no entry is timed that much before one appended earlier).
   */
  private timeWindow(filter: ActivityFilter): { above: number; below: number } {
    const firstReaching = (time: number) => {
      let low = 0;
      let high = this.latest.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if ((this.latest[mid] ?? 0) < time) low = mid + 1;
        else high = mid;
      }
      return low;
    };
    const start = filter.from === undefined ? 0 : firstReaching(filter.from);
    const end =
      filter.to === undefined ? this.entries.length : firstReaching(filter.to + ACTIVITY_CLOCK_SKEW_MS) + 1;
    return {
      above: this.entries[start - 1]?.seq ?? 0,
      below: this.entries[end]?.seq ?? Number.POSITIVE_INFINITY,
    };
  }

  /** Up to `limit` of a category's entries not yet removed that are older than `before`, oldest first. */
  dueOf(category: ActivityCategory, before: number, limit: number): number[] {
    const due: number[] = [];
    for (const seq of this.live[category]) {
      if (due.length >= limit) break;
      const entry = this.entries[this.indexAfter(seq - 1)];
      if (entry === undefined || entry.at >= before) break;
      due.push(seq);
    }
    return due;
  }

  after(afterSeq: number, limit: number): ActivityEntry[] {
    const from = this.indexAfter(afterSeq);
    return this.entries.slice(from, from + Math.max(limit, 0));
  }

  values(): readonly ActivityEntry[] {
    return this.entries;
  }

  get size(): number {
    return this.entries.length;
  }

  /** The index of the first entry numbered above `seq`: entries are kept in the order they were numbered. */
  private indexAfter(seq: number): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.entries[mid]?.seq ?? 0) <= seq) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
