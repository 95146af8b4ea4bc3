import type { Actor, PushService } from '../pushes/service.ts';
import type { Store } from '../store/port.ts';
import type { UserRecord } from '../store/records.ts';

/** Pushes expired per listing page while an account is removed. */
const PAGE = 100;

/**
 * Removes a user and everything they hold: each active push is deleted as its owner would delete
 * it (payload, passphrase and files go, the audit log says so), then every session, then the user.
 */
export async function removeAccount(
  store: Store,
  service: PushService,
  user: UserRecord,
  actor: Actor,
  now: () => number,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await store.listByOwner(user.id, { expired: false, now: now(), offset: 0, limit: PAGE });
    if (page.length === 0) break;
    let deletedNow = 0;
    for (const push of page) {
      if ((await service.remove(push.urlToken, actor)).ok) deletedNow++;
    }
    // A page of which nothing could be deleted would come back the same: stop rather than loop.
    if (deletedNow === 0) break;
    deleted += deletedNow;
  }
  await store.removeUserSessions(user.id, null);
  await store.removeUser(user.id);
  return deleted;
}
