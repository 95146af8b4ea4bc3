import { type ActivityEntry, type ActivityFilter, MAX_ACTIVITY_PAGE } from '../activity-store.ts';

/**
 * How much earlier than an entry before it an entry may be timed. Entries are numbered in the
 * order they are appended, and timed by the recording server's clock just before: times run with
 * numbers but for appends waiting on each other and clocks apart between servers. A search by time
 * reads only the numbers this allows (postgres/activity-search-queries.ts, memory/activity-table.ts),
 * so a page of an old day does not read every entry since.
 */
export const ACTIVITY_CLOCK_SKEW_MS = 3_600_000;

/** An address filter ending in `*` asks for every address that starts with what comes before it. */
export function addressPrefix(address: string): string | null {
  return address.endsWith('*') ? address.slice(0, -1) : null;
}

/** The page's size as every adapter answers it: at least one, at most MAX_ACTIVITY_PAGE. */
export const pageSize = (limit: number): number =>
  Math.min(Math.max(Math.trunc(limit) || 1, 1), MAX_ACTIVITY_PAGE);

/** Whether a kept entry is one the filter finds; a link retention left never is. */
export function matchesActivity(entry: ActivityEntry, filter: ActivityFilter): boolean {
  if (entry.removed === true) return false;
  const { userId, pushId, events, category, address, from, to } = filter;
  if (
    userId !== undefined &&
    entry.actor.id !== userId &&
    !(entry.target?.kind === 'user' && entry.target.id === userId)
  )
    return false;
  if (pushId !== undefined && !(entry.target?.kind === 'push' && entry.target.id === pushId)) return false;
  if (events !== undefined && !events.includes(entry.event)) return false;
  if (category !== undefined && entry.category !== category) return false;
  if (address !== undefined) {
    const prefix = addressPrefix(address);
    const given = entry.address ?? '';
    if (prefix === null ? given !== address : entry.address === null || !given.startsWith(prefix))
      return false;
  }
  if (from !== undefined && entry.at < from) return false;
  if (to !== undefined && entry.at >= to) return false;
  return true;
}
