import { ok, type Result, refuse } from '../../shared/result.ts';
import { NOT_FOUND } from '../../shared/wire.ts';
import { type ActivityWho, BY_SERVER } from '../pushes/push-activity.ts';
import type { Actor, PushService } from '../pushes/service.ts';
import type { AuditMeta, PushRecord, UserRecord } from '../store/records.ts';
import { type RequestRecord, requestState } from '../store/request-records.ts';
import type { RequestStore } from '../store/request-store.ts';
import type { RequestActivity } from './request-activity.ts';

export interface RequestClosingDeps {
  requests: RequestStore;
  pushes: Pick<PushService, 'remove'>;
  now: () => number;
  log: RequestActivity;
  /** The request when `user` made it (request-service.ts `owned`). */
  owned: (urlToken: string, user: UserRecord) => Promise<Result<RequestRecord>>;
  /** A push a request holds while it is live (request-service.ts `livePush`). */
  livePush: (sealedToken: string | null) => Promise<PushRecord | undefined>;
  /** The push service's actor for the requester, named as the door named them. */
  actor: (user: UserRecord, audit: AuditMeta, who?: ActivityWho) => Actor & { activity: ActivityWho };
}

/** How requests end: closed by their requester, or by their time in the sweep; each end recorded once. */
export function requestClosing({ requests, pushes, now, log, owned, livePush, actor }: RequestClosingDeps) {
  /**
   * Closes a request for good: an open one takes no answer any more, its attachments expire, and an
   * answer already given expires too (the requester's own deletion, so no notice of it).
   */
  async function close(
    urlToken: string,
    user: UserRecord,
    audit: AuditMeta,
    who?: ActivityWho,
  ): Promise<Result<RequestRecord>> {
    const mine = await owned(urlToken, user);
    if (!mine.ok) return mine;
    const closed = await requests.closeRequest(urlToken, now());
    if (closed === undefined) return refuse(404, NOT_FOUND);
    const by = actor(user, audit, who);
    // A request whose time ran out before the sweep noted it was closed by its time, not by its requester.
    if (closed.before.state === 'open' && closed.after.state === 'closed') {
      const byOwner = requestState(closed.before, now()) === 'open';
      await log.closed(closed.after, byOwner ? by.activity : BY_SERVER, byOwner ? 'owner' : 'days');
    }
    for (const sealed of [closed.after.attachmentToken, closed.after.answerToken]) {
      const live = await livePush(sealed);
      if (live !== undefined) await pushes.remove(live.urlToken, by);
    }
    return ok(closed.after);
  }

  /** Records the requests whose time ran out; their attachments expire by their own time. */
  async function sweep(): Promise<number> {
    const closed = await requests.closeDueRequests(now());
    for (const request of closed) await log.closed(request, BY_SERVER, 'days');
    return closed.length;
  }

  return { close, sweep };
}
