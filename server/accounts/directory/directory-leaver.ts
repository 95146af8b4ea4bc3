import type { UserRecord } from '../../store/records.ts';
import { type AccountLog, recordIn, userTarget } from '../account-log.ts';
import { expireEachActivePush } from '../admin-push-expiry.ts';
import { DIRECTORY_AUDIT, type DirectoryDeps } from './directory-person.ts';

/** Pushes and requests read per page while a leaver's links are expired or closed. */
const PAGE = 100;

/** What became of a leaver's live links. */
export interface LeftLinks {
  pushes: number;
  requests: number;
  /** The address of the account that took them; null when they were expired and closed. */
  to: string | null;
}

/**
 * Hands a leaver's active pushes and open requests on as the instance is set to: to the account
 * `PWP__DIRECTORY__LEAVER_LINKS` names, or (when set so, or when that account cannot take them:
 * unknown, suspended, or the leaver themself) expired through the push service, so files go, and
 * requests closed.
 */
export async function handOnLinks(
  deps: DirectoryDeps,
  user: UserRecord,
  log?: AccountLog,
): Promise<LeftLinks> {
  const { store, now } = deps;
  const setting = deps.directory.leaverLinks;
  const to = setting === 'expire' ? undefined : await store.findUserByEmail(setting.handTo);
  if (to !== undefined && to.id !== user.id && to.suspended !== true) {
    const pushes = await store.handOverPushes(user.id, to.id, now());
    const requests = await store.handOverRequests(user.id, to.id, now());
    await recordIn(log, {
      event: 'user.pushes_handed_over',
      target: userTarget(user),
      details: { count: pushes + requests, to: to.email },
    });
    return { pushes, requests, to: to.email };
  }
  if (setting !== 'expire')
    deps.logger?.info(`directory: ${setting.handTo} cannot take a leaver's links; they expire`);
  const pushes = await expireAll(deps, user, log);
  let requests = 0;
  for (;;) {
    const page = await store.listRequests(user.id, { states: ['open'], now: now(), offset: 0, limit: PAGE });
    let closedNow = 0;
    for (const request of page)
      if ((await store.closeRequest(request.urlToken, now())) !== undefined) closedNow++;
    requests += closedNow;
    // As with pushes: a page of which nothing could be closed would come back the same.
    if (page.length < PAGE || closedNow === 0) break;
  }
  return { pushes, requests, to: null };
}

async function expireAll(deps: DirectoryDeps, user: UserRecord, log?: AccountLog): Promise<number> {
  const actor = {
    user: null,
    audit: DIRECTORY_AUDIT,
    ...(log === undefined
      ? {}
      : { activity: { actor: log.actor, client: log.client, door: 'api' as const } }),
  };
  return expireEachActivePush(
    deps.store,
    user.id,
    deps.now,
    async (urlToken) => (await deps.service.expireAsAdministrator(urlToken, actor)) !== undefined,
  );
}
