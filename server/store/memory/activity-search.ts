import { matchesActivity, pageSize } from '../activity/activity-filter.ts';
import type { ActivityEntry, ActivityFilter, ActivityPageAsk } from '../activity-store.ts';
import { firstAbove } from './activity-index.ts';

/** Where a walk may go: numbers above `above` and below `below`, from the cursor's side. */
export interface SeqWindow {
  above: number;
  below: number;
  down: boolean;
}

/** The page's cursor and the filter's numbers as one window. */
export function windowOf(page: ActivityPageAsk, bounds: { above: number; below: number }): SeqWindow {
  const down = page.afterSeq === undefined;
  return {
    down,
    above: Math.max(bounds.above, down ? 0 : (page.afterSeq ?? 0)),
    below: Math.min(
      bounds.below,
      down ? (page.beforeSeq ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY,
    ),
  };
}

/** Numbers from several ascending lists, merged, walked through the window from its cursor's side. */
function* merged(lists: readonly (readonly number[])[], window: SeqWindow): Generator<number> {
  const { down, above, below } = window;
  const at = lists.map((list) => (down ? firstAbove(list, below - 1) - 1 : firstAbove(list, above)));
  for (;;) {
    let pick = -1;
    let best = down ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    for (const [i, list] of lists.entries()) {
      const seq = list[at[i] ?? -1];
      if (seq !== undefined && (down ? seq > best : seq < best)) {
        best = seq;
        pick = i;
      }
    }
    if (pick < 0 || best <= above || best >= below) return;
    at[pick] = (at[pick] ?? 0) + (down ? -1 : 1);
    yield best;
  }
}

export interface SearchedLog {
  /** Every entry kept, by ascending number. */
  entries: readonly ActivityEntry[];
  /** The index in `entries` of the first entry numbered above `seq`. */
  indexAfter(seq: number): number;
}

/**
 * A page of the entries the filter finds, newest first: the candidates' numbers walked through the
 * window (every entry's when `lists` is null), each entry checked against the whole filter.
 */
export function searchLog(
  log: SearchedLog,
  lists: (readonly number[])[] | null,
  filter: ActivityFilter,
  page: ActivityPageAsk,
  window: SeqWindow,
): ActivityEntry[] {
  const limit = pageSize(page.limit);
  const found: ActivityEntry[] = [];
  const take = (entry: ActivityEntry | undefined) => {
    if (entry !== undefined && matchesActivity(entry, filter)) found.push(entry);
    return found.length >= limit;
  };
  const { down, above, below } = window;
  if (lists !== null) {
    for (const seq of merged(lists, window)) {
      const entry = log.entries[log.indexAfter(seq - 1)];
      if (entry?.seq === seq && take(entry)) break;
    }
  } else if (down) {
    const last = log.indexAfter(above);
    for (let i = log.indexAfter(below - 1) - 1; i >= last; i--) if (take(log.entries[i])) break;
  } else {
    const end = log.indexAfter(below - 1);
    for (let i = log.indexAfter(above); i < end; i++) if (take(log.entries[i])) break;
  }
  return down ? found : found.reverse();
}
