import { matchesActivity, pageSize } from '../activity/activity-filter.ts';
import type { ActivityEntry, ActivityFilter, ActivityPageAsk } from '../activity-store.ts';
import { firstAbove } from './activity-index.ts';

/** Numbers from several ascending lists, merged, walked down from below `before` or up from above `after`. */
function* merged(lists: readonly (readonly number[])[], page: ActivityPageAsk): Generator<number> {
  const down = page.afterSeq === undefined;
  const at = lists.map((list) =>
    down
      ? firstAbove(list, (page.beforeSeq ?? Number.POSITIVE_INFINITY) - 1) - 1
      : firstAbove(list, page.afterSeq ?? 0),
  );
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
    if (pick < 0) return;
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
 * A page of the entries the filter finds, newest first: the candidates' numbers walked from the
 * cursor (every entry's when `lists` is null), each entry checked against the whole filter.
 */
export function searchLog(
  log: SearchedLog,
  lists: (readonly number[])[] | null,
  filter: ActivityFilter,
  page: ActivityPageAsk,
): ActivityEntry[] {
  const limit = pageSize(page.limit);
  const found: ActivityEntry[] = [];
  const take = (entry: ActivityEntry | undefined) => {
    if (entry !== undefined && matchesActivity(entry, filter)) found.push(entry);
    return found.length >= limit;
  };
  if (lists !== null) {
    for (const seq of merged(lists, page)) {
      const entry = log.entries[log.indexAfter(seq - 1)];
      if (entry?.seq === seq && take(entry)) break;
    }
  } else if (page.afterSeq === undefined) {
    const before = page.beforeSeq ?? Number.POSITIVE_INFINITY;
    for (let i = log.indexAfter(before - 1) - 1; i >= 0; i--) if (take(log.entries[i])) break;
  } else {
    for (let i = log.indexAfter(page.afterSeq); i < log.entries.length; i++) if (take(log.entries[i])) break;
  }
  return page.afterSeq === undefined ? found : found.reverse();
}
