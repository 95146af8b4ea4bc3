import { type ActivityEntry, type ActivityFilter, MAX_ACTIVITY_PAGE } from '../activity-store.ts';

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
