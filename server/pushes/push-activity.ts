import {
  type ActivityClient,
  type ActivityRecorder,
  ANONYMOUS,
  type RecordedEvent,
  userActor,
} from '../activity/activity-recorder.ts';
import { pushTarget } from '../activity/activity-target.ts';
import type { ActivityActor, ActivityDetail, ActivityTarget } from '../store/activity-store.ts';
import type { Claim } from '../store/push-store.ts';
import type { AuditMeta, PushRecord, UserRecord } from '../store/records.ts';

/** Which door a request came through, as the log tells views apart. */
export type Door = 'api' | 'web';

/** Who acted as the log names them, the client they came from and the door: what a route hands down. */
export interface ActivityWho {
  actor: ActivityActor;
  client: ActivityClient | null;
  door?: Door;
}

export const SERVER: ActivityActor = { kind: 'server', id: null, name: null };

/** The server itself, acting on no request: an expiry or a deletion by a limit. */
export const BY_SERVER: ActivityWho = { actor: SERVER, client: null };

/** A failed read held back and written later stands for its last client, whoever that was. */
export const heldWho = (audit: AuditMeta): ActivityWho => ({
  actor: ANONYMOUS,
  client: { address: audit.ip || null, browser: audit.userAgent || null },
});

/** The limit that expired a push a read found past it. */
const limitOf = (push: PushRecord): 'views' | 'days' =>
  push.countedViews >= push.expireAfterViews ? 'views' : 'days';

/** The limit or person that expired a push, as `push.expired` says it (`by`). */
export type ExpiredBy = 'owner' | 'viewer' | 'admin' | 'views' | 'days' | 'failures';

/** Why a gate kept a reader out, as `push.viewed`'s failure says it: closed before them, or a wrong mailed code. */
export type GateRefusal = 'gate_closed' | 'wrong_code';

/** The door's own account of who acted; without one (a caller inside the server), the user or anonymous. */
export function whoOf(actor: { user: UserRecord | null; activity?: ActivityWho }): ActivityWho {
  if (actor.activity !== undefined) return actor.activity;
  return { actor: actor.user === null ? ANONYMOUS : userActor(actor.user), client: null };
}

const doorOf = (who: ActivityWho): Record<string, ActivityDetail> =>
  who.door === undefined ? {} : { door: who.door };
const counted = (count: number | undefined): Record<string, ActivityDetail> =>
  count === undefined ? {} : { count };

/** What a new push's entry says of it: its kind, limits and gates, never its payload, names or passphrase. */
function createdDetails(push: PushRecord): Record<string, ActivityDetail> {
  const gates = [
    ...(push.passphrase === null ? [] : ['passphrase']),
    ...(push.retrievalStep ? ['retrieval_step'] : []),
  ];
  return {
    kind: push.kind,
    days: push.expireAfterDays,
    views: push.expireAfterViews,
    gates: gates.join(','),
    sealed: push.sealed === true,
    deletable_by_viewer: push.deletableByViewer === true,
    files: push.files.length,
    bytes: push.files.reduce((sum, file) => sum + file.size, 0),
  };
}

/**
 * The push events of the activity log, each told by the one place in the push service where it
 * happens, whatever door it came through. Without a recorder nothing is recorded.
 */
export function pushActivity(recorder: ActivityRecorder | undefined) {
  const recordAt = async (
    event: RecordedEvent['event'],
    who: ActivityWho,
    target: ActivityTarget,
    details: Record<string, ActivityDetail>,
    outcome: RecordedEvent['outcome'] = 'success',
  ) => recorder?.record({ event, actor: who.actor, client: who.client, target, outcome, details });
  const record = (
    event: RecordedEvent['event'],
    who: ActivityWho,
    urlToken: string,
    details: Record<string, ActivityDetail>,
    outcome: RecordedEvent['outcome'] = 'success',
  ) => recordAt(event, who, pushTarget(urlToken), details, outcome);

  /** A read of a push already expired: a failed view; `count` when it stands for several held back. */
  const viewRefused = (urlToken: string, who: ActivityWho, count?: number) =>
    record('push.viewed', who, urlToken, { ...doorOf(who), reason: 'expired', ...counted(count) }, 'failure');

  return {
    created: (push: PushRecord, who: ActivityWho) =>
      record('push.created', who, push.urlToken, createdDetails(push)),
    viewRefused,
    /** `reason`: `wrong` (or none given), or `too_many` for a try refused before it was checked. */
    passphraseFailed: (urlToken: string, who: ActivityWho, reason: 'wrong' | 'too_many', count?: number) =>
      record(
        'push.passphrase_failed',
        who,
        urlToken,
        { ...doorOf(who), reason, ...counted(count) },
        'failure',
      ),
    /** A reader a gate kept out (`gates`: the step that stood): a failed view that used nothing. */
    gateRefused: (urlToken: string, who: ActivityWho, reason: GateRefusal, gates: string) =>
      record('push.viewed', who, urlToken, { ...doorOf(who), reason, gates }, 'failure'),
    /**
     * A read's entries: the view (or the refused read of an expired push), then the expiry it caused.
     * `gate`: what the gate a view passed says of it (gate-facts.ts), never the address itself.
     */
    async read(claim: Claim, who: ActivityWho, gate: Record<string, ActivityDetail> = {}): Promise<void> {
      const token = claim.push.urlToken;
      const seen = { ...doorOf(who), ...gate };
      if (claim.outcome === 'view') await record('push.viewed', who, token, seen);
      else if (claim.outcome === 'owner_view') await record('push.viewed_by_owner', who, token, seen);
      else await viewRefused(token, who);
      if (claim.expiredNow === null) return;
      const by = claim.outcome === 'failed_view' ? limitOf(claim.expiredNow) : 'views';
      await record('push.expired', BY_SERVER, token, { by });
    },
    edited: (urlToken: string, who: ActivityWho, fields: readonly string[]) =>
      record('push.edited', who, urlToken, { fields: fields.join(',') }),
    expired: (urlToken: string, who: ActivityWho, by: ExpiredBy) =>
      record('push.expired', who, urlToken, { by }),
    /** The push's record deleted, not only its secrets: `reason` says what deleted it. */
    deleted: (urlToken: string, who: ActivityWho, reason: 'purge_after') =>
      record('push.deleted', who, urlToken, { reason }),
    linkMailed: (urlToken: string, who: ActivityWho, domain: string) =>
      record('push.link_mailed', who, urlToken, { domain }),
    /** A download knows its push only by the digest its link carries (files/file-links.ts). */
    fileDownloaded: (file: { push: string; index: number }, who: ActivityWho) =>
      recordAt('push.file_downloaded', who, { kind: 'push', id: file.push }, { index: file.index }),
  };
}

export type PushActivity = ReturnType<typeof pushActivity>;
