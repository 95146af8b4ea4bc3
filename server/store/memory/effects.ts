import type { ActivityCheckpoint, ActivityEntry } from '../activity-store.ts';
import type { StreamCursor } from '../activity-stream-store.ts';
import type { ApiKeyRecord } from '../api-key-store.ts';
import type { BrandLogoRecord } from '../brand-logo-store.ts';
import type { DirectoryGroupRecord, DirectoryUserRecord, ScimSecretRecord } from '../directory-store.ts';
import type { FileKeyRecord } from '../file-key-store.ts';
import type { PasskeyRecord } from '../passkey-store.ts';
import type { PolicyChangeRecord } from '../policy-store.ts';
import type {
  AuditRecord,
  DeliveryRecord,
  DeviceTokenRecord,
  InvitationRecord,
  NotificationRecord,
  NotificationSettingsRecord,
  OneTimeRecord,
  PushRecord,
  SessionRecord,
  UserRecord,
} from '../records.ts';
import type { RequestRecord } from '../request-records.ts';

/**
 * One physical change to the stored state. Every mutation is a list of these, applied by the same
 * code live and on replay, so a journal of effects rebuilds exactly the state that acknowledged it.
 */
export type Effect =
  | { t: 'push'; push: PushRecord }
  | { t: 'audit'; urlToken: string; entry: AuditRecord }
  | { t: 'drop'; urlToken: string }
  | { t: 'user'; user: UserRecord }
  | { t: 'unuser'; id: string }
  | { t: 'key'; sealed: string }
  | { t: 'session'; session: SessionRecord }
  | { t: 'unsession'; idHash: string }
  | { t: 'invite'; invitation: InvitationRecord }
  | { t: 'uninvite'; tokenHash: string }
  | { t: 'onetime'; record: OneTimeRecord }
  | { t: 'unonetime'; hash: string }
  | { t: 'device'; token: DeviceTokenRecord }
  | { t: 'undevice'; id: string }
  | { t: 'apikey'; key: ApiKeyRecord }
  | { t: 'unapikey'; id: string }
  | { t: 'passkey'; passkey: PasskeyRecord }
  | { t: 'unpasskey'; id: string }
  | { t: 'delivery'; delivery: DeliveryRecord }
  | { t: 'undelivery'; id: string }
  | { t: 'notifyset'; settings: NotificationSettingsRecord }
  | { t: 'unnotifyset'; userId: string }
  | { t: 'notification'; notification: NotificationRecord }
  /** Every feed event made before `before`: the clean-up's one effect. */
  | { t: 'unnotifications'; before: number }
  /** A user's whole feed, as they are removed. */
  | { t: 'unfeed'; userId: string }
  | { t: 'request'; request: RequestRecord }
  /** Every request that ended (answered or closed) before `before`: the clean-up's one effect. */
  | { t: 'unrequests'; before: number }
  /** A requester's requests, as they are removed. */
  | { t: 'unrequester'; ownerId: string }
  | { t: 'filekey'; record: FileKeyRecord }
  | { t: 'unfilekey'; id: string }
  /** One rule of the policy set, and the change recorded. */
  | { t: 'policy'; change: PolicyChangeRecord }
  | { t: 'logo'; logo: BrandLogoRecord }
  | { t: 'activity'; entry: ActivityEntry }
  /** Retention: these entries' content goes, and the links left at the log's start with it. */
  | { t: 'unactivity'; seqs: number[] }
  /** Where the log starts, as a snapshot keeps it. */
  | { t: 'activityfrom'; checkpoint: ActivityCheckpoint }
  /** Where a sink of the activity stream has come to. */
  | { t: 'streamcursor'; sink: string; cursor: StreamCursor }
  | { t: 'scimsecret'; secret: ScimSecretRecord }
  | { t: 'diruser'; record: DirectoryUserRecord }
  | { t: 'dirgroup'; group: DirectoryGroupRecord }
  | { t: 'undirgroup'; id: string };

const TAGS = new Set([
  'push',
  'audit',
  'drop',
  'user',
  'unuser',
  'key',
  'session',
  'unsession',
  'invite',
  'uninvite',
  'onetime',
  'unonetime',
  'device',
  'undevice',
  'apikey',
  'unapikey',
  'passkey',
  'unpasskey',
  'delivery',
  'undelivery',
  'notifyset',
  'unnotifyset',
  'notification',
  'unnotifications',
  'unfeed',
  'request',
  'unrequests',
  'unrequester',
  'filekey',
  'unfilekey',
  'policy',
  'logo',
  'activity',
  'unactivity',
  'activityfrom',
  'streamcursor',
  'scimsecret',
  'diruser',
  'dirgroup',
  'undirgroup',
]);

/** A cheap shape check for effects read back from disk; the journal is ours, so the tag is enough. */
export function isEffect(value: unknown): value is Effect {
  return typeof value === 'object' && value !== null && TAGS.has((value as { t?: unknown }).t as string);
}
