import { addressPrefix, pageSize } from '../activity/activity-filter.ts';
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
  if (filter.from !== undefined) common.push(`at >= ${place(filter.from)}`);
  if (filter.to !== undefined) common.push(`at < ${place(filter.to)}`);

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
  const select = (branch: string[]) =>
    `SELECT ${FIELDS} FROM activity_log WHERE ${[...common, ...branch].join(' AND ')} ORDER BY seq ${order} LIMIT ${limit}`;
  if (branches.length === 1) return { text: select(branches[0] ?? []), values };
  const union = branches.map((branch) => `(${select(branch)})`).join(' UNION ALL ');
  return { text: `SELECT * FROM (${union}) AS found ORDER BY seq ${order} LIMIT ${limit}`, values };
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
