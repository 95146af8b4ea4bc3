import { isExpiredAt } from '../../../shared/expiry.ts';
import type { AllPushesQuery } from '../push-store.ts';
import type { PushRecord } from '../records.ts';

/** Newest first; one millisecond's pushes by their token, the later first, so a page's end is a place. */
const newestFirst = (
  a: Pick<PushRecord, 'createdAt' | 'urlToken'>,
  b: Pick<PushRecord, 'createdAt' | 'urlToken'>,
) => b.createdAt - a.createdAt || (a.urlToken < b.urlToken ? 1 : a.urlToken > b.urlToken ? -1 : 0);

/**
 * A page of every push matching the query. It walks the whole table: the embedded store's
 * instances are small, and an administrator's page is asked for rarely.
 */
export function listAllPushes(pushes: Iterable<PushRecord>, query: AllPushesQuery): PushRecord[] {
  const { after, ownerId, state, now } = query;
  const matching: PushRecord[] = [];
  for (const push of pushes) {
    if (ownerId !== undefined && push.ownerId !== ownerId) continue;
    if (state !== 'all' && isExpiredAt(push, now) !== (state === 'expired')) continue;
    if (after !== undefined && newestFirst(after, push) >= 0) continue;
    matching.push(push);
  }
  return matching.sort(newestFirst).slice(0, Math.max(query.limit, 0));
}
