import { ACTIVITY_CLOCK_SKEW_MS, addressPrefix, pageSize } from '../activity/activity-filter.ts';
import type { ActivityEntry, ActivityFilter, ActivityPageAsk } from '../activity-store.ts';
import { ACTIVITY_COLUMNS, type ActivityRow, activityFromRow } from './activity-rows.ts';
import type { Query } from './push-queries.ts';

const FIELDS = ACTIVITY_COLUMNS.join(', ');

/** The first text above every text starting with `prefix`, in byte order (text_pattern_ops). */
const afterPrefix = (prefix: string): string =>
  prefix.slice(0, -1) + String.fromCodePoint((prefix.codePointAt(prefix.length - 1) ?? 0) + 1);

/**
 * One search as SQL: each alternative an index can walk in sequence order (the user as actor or as
 * target, each event asked) is its own branch under the page's limit, and the branches are merged,
 * so every branch reads at most a page from its index (migration 016) whatever the log's size.
 */
export function searchStatement(
  filter: ActivityFilter,
  page: ActivityPageAsk,
): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const place = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const down = page.afterSeq === undefined;
  const common = ['NOT removed'];
  if (down && page.beforeSeq !== undefined) common.push(`seq < ${place(page.beforeSeq)}`);
  if (!down) common.push(`seq > ${place(page.afterSeq)}`);
  if (filter.pushId !== undefined)
    common.push(`target_kind = 'push' AND target_id = ${place(filter.pushId)}`);
  if (filter.category !== undefined) common.push(`category = ${place(filter.category)}`);
  if (filter.address !== undefined) {
    const prefix = addressPrefix(filter.address);
    if (prefix === null) common.push(`address = ${place(filter.address)}`);
    else if (prefix === '') common.push('address IS NOT NULL');
    // A range the index walks, then the prefix itself.
    else
      common.push(
        `address ~>=~ ${place(prefix)} AND address ~<~ ${place(afterPrefix(prefix))} AND starts_with(address, $${values.length - 1})`,
      );
  }
  // A time range is first a range of numbers (activity-filter.ts: ACTIVITY_CLOCK_SKEW_MS), found
  // on the time's index: below the first entry timed past its end by the skew, above the last
  // timed before its start by the skew.
  if (filter.from !== undefined) {
    common.push(`at >= ${place(filter.from)}`);
    common.push(`seq > coalesce((SELECT seq FROM activity_log WHERE NOT removed AND at < ${place(filter.from - ACTIVITY_CLOCK_SKEW_MS)}
      ORDER BY at DESC, seq DESC LIMIT 1), 0)`);
  }
  if (filter.to !== undefined) {
    common.push(`at < ${place(filter.to)}`);
    common.push(`seq < coalesce((SELECT seq FROM activity_log WHERE NOT removed AND at >= ${place(filter.to + ACTIVITY_CLOCK_SKEW_MS)}
      ORDER BY at, seq LIMIT 1), ${Number.MAX_SAFE_INTEGER})`);
  }

  let branches: string[][] = [[]];
  if (filter.userId !== undefined) {
    const user = place(filter.userId);
    branches = [
      [`actor_id = ${user}`],
      [`target_kind = 'user' AND target_id = ${user} AND actor_id IS DISTINCT FROM ${user}`],
    ];
  }
  if (filter.events !== undefined) {
    const events = filter.events.length === 0 ? [''] : [...new Set(filter.events)];
    const named = events.map((event) => `event = ${place(event)}`);
    branches = branches.flatMap((branch) => named.map((event) => [...branch, event]));
  }
  const order = down ? 'DESC' : 'ASC';
  const limit = place(pageSize(page.limit));
  // Each branch names numbers only, so an index holding every column it asks of can answer it
  // alone (an address's prefix: its index's range, sorted); the page's rows are read once, at the end.
  const numbers = (branch: string[]) =>
    `SELECT seq FROM activity_log WHERE ${[...common, ...branch].join(' AND ')} ORDER BY seq ${order} LIMIT ${limit}`;
  const found =
    branches.length === 1
      ? numbers(branches[0] ?? [])
      : `SELECT seq FROM (${branches.map((branch) => `(${numbers(branch)})`).join(' UNION ALL ')}) AS branches ORDER BY seq ${order} LIMIT ${limit}`;
  return {
    text: `SELECT ${FIELDS} FROM activity_log WHERE seq = ANY(ARRAY(${found})) ORDER BY seq ${order}`,
    values,
  };
}

/** The search of the activity log on PostgreSQL: one statement, planned with its values. */
export function activitySearchQueries(query: Query) {
  return {
    searchActivity: async (filter: ActivityFilter, page: ActivityPageAsk): Promise<ActivityEntry[]> => {
      const { text, values } = searchStatement(filter, page);
      // Unnamed, so each search is planned for its own values (a rare user, a busy event).
      const rows = (await query<ActivityRow>({ name: '', text }, values)).rows.map(activityFromRow);
      return page.afterSeq === undefined ? rows : rows.reverse();
    },
  };
}
