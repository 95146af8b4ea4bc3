import type { PushStore } from '../store/push-store.ts';
import type { RequestStore } from '../store/request-store.ts';

/** A listing page while counting: a user with more pushes than this takes several. */
const PAGE = 500;

/** What of a user's still works for someone holding a link: active pushes and open requests. */
export interface LiveLinks {
  pushes: number;
  requests: number;
}

/** Counts a user's live links at `now`, page by page through the listings the dashboard uses. */
export async function countLiveLinks(
  store: PushStore & RequestStore,
  userId: string,
  now: number,
): Promise<LiveLinks> {
  let pushes = 0;
  for (let offset = 0; ; offset += PAGE) {
    const page = await store.listByOwner(userId, { expired: false, now, offset, limit: PAGE });
    pushes += page.length;
    if (page.length < PAGE) break;
  }
  let requests = 0;
  for (let offset = 0; ; offset += PAGE) {
    const page = await store.listRequests(userId, { states: ['open'], now, offset, limit: PAGE });
    requests += page.length;
    if (page.length < PAGE) break;
  }
  return { pushes, requests };
}
