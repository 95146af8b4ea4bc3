import type { ActivityCheckpoint, ActivityEntry } from '../activity-store.ts';
import type { StreamCursor } from '../activity-stream-store.ts';
import type { ApiKeyRecord } from '../api-key-store.ts';
import type { BrandLogoRecord } from '../brand-logo-store.ts';
import type { DirectoryGroupRecord, DirectoryUserRecord, ScimSecretRecord } from '../directory-store.ts';
import type { FileKeyRecord } from '../file-key-store.ts';
import type { Effect } from '../memory/effects.ts';
import type { StoreState } from '../memory/store-state.ts';
import type { PasskeyRecord } from '../passkey-store.ts';
import type { PolicyChangeRecord } from '../policy-store.ts';
import type {
  DeliveryRecord,
  DeviceTokenRecord,
  InvitationRecord,
  NotificationRecord,
  NotificationSettingsRecord,
  OneTimeRecord,
  SessionRecord,
  UserRecord,
} from '../records.ts';
import type { RequestRecord } from '../request-records.ts';
import type { AtRestCodec, EffectAtRest, EffectReader, RequestAtRest } from './at-rest.ts';

/** The snapshot's sections of plain records, in the order they are written; pushes come after them. */
export const RECORD_SECTIONS = [
  'users',
  'sessions',
  'invitations',
  'oneTimes',
  'deviceTokens',
  'deliveries',
  'notificationSettings',
  'notifications',
  'requests',
  'fileKeys',
  'policyChanges',
  'brandLogos',
  // The checkpoint before the entries it starts.
  'activityCheckpoint',
  'activity',
  'streamCursors',
  'apiKeys',
  'passkeys',
  'scimSecrets',
  'directoryUsers',
  'directoryGroups',
] as const;

export type RecordSection = (typeof RECORD_SECTIONS)[number];
export type Section = RecordSection | 'pushes';

/** The records each section holds, as the snapshot writer takes them. */
export interface SectionRecords {
  users: UserRecord;
  sessions: SessionRecord;
  invitations: InvitationRecord;
  oneTimes: OneTimeRecord;
  deviceTokens: DeviceTokenRecord;
  deliveries: DeliveryRecord;
  notificationSettings: NotificationSettingsRecord;
  notifications: NotificationRecord;
  requests: RequestRecord;
  fileKeys: FileKeyRecord;
  policyChanges: PolicyChangeRecord;
  brandLogos: BrandLogoRecord;
  activityCheckpoint: ActivityCheckpoint;
  activity: ActivityEntry;
  streamCursors: StreamCursorRecord;
  apiKeys: ApiKeyRecord;
  passkeys: PasskeyRecord;
  scimSecrets: ScimSecretRecord;
  directoryUsers: DirectoryUserRecord;
  directoryGroups: DirectoryGroupRecord;
}

/** A sink's cursor as its snapshot line holds it. */
export interface StreamCursorRecord extends StreamCursor {
  sink: string;
}

/** The effect that puts one record of a section into the state, as a journal line would hold it. */
const LOAD: { [S in RecordSection]: (record: SectionRecords[S]) => Effect | EffectAtRest } = {
  users: (user) => ({ t: 'user', user }),
  sessions: (session) => ({ t: 'session', session }),
  invitations: (invitation) => ({ t: 'invite', invitation }),
  oneTimes: (record) => ({ t: 'onetime', record }),
  deviceTokens: (token) => ({ t: 'device', token }),
  deliveries: (delivery) => ({ t: 'delivery', delivery }),
  notificationSettings: (settings) => ({ t: 'notifyset', settings }),
  notifications: (notification) => ({ t: 'notification', notification }),
  // The section holds requests as they lie on disk; the reader opens their tokens.
  requests: (request) => ({ t: 'request', request: request as unknown as RequestAtRest }),
  fileKeys: (record) => ({ t: 'filekey', record }),
  // Replayed oldest first, the changes set every rule as it was saved.
  policyChanges: (change) => ({ t: 'policy', change }),
  brandLogos: (logo) => ({ t: 'logo', logo }),
  activityCheckpoint: (checkpoint) => ({ t: 'activityfrom', checkpoint }),
  activity: (entry) => ({ t: 'activity', entry }),
  streamCursors: ({ sink, ...cursor }) => ({ t: 'streamcursor', sink, cursor }),
  apiKeys: (key) => ({ t: 'apikey', key }),
  passkeys: (passkey) => ({ t: 'passkey', passkey }),
  scimSecrets: (secret) => ({ t: 'scimsecret', secret }),
  directoryUsers: (record) => ({ t: 'diruser', record }),
  directoryGroups: (group) => ({ t: 'dirgroup', group }),
};

/** Puts one record read from a section into the state. */
export function loadRecord(
  state: StoreState,
  section: RecordSection,
  record: unknown,
  reader: EffectReader,
): void {
  const effect = reader.read((LOAD[section] as (record: unknown) => Effect | EffectAtRest)(record));
  if (effect !== null) state.apply(effect);
}

/** A record as its section's line holds it: a request's url token digested and sealed, as in the journal. */
export function recordAtRest(codec: AtRestCodec, section: RecordSection, record: unknown): unknown {
  return section === 'requests' ? codec.encodeRequest(record as RequestRecord) : record;
}

/** The state's records of each section, at the instant this is called. */
export function sectionRecords(state: StoreState): { [S in RecordSection]: SectionRecords[S][] } {
  return {
    users: [...state.users.values()],
    sessions: [...state.sessions.values()],
    invitations: [...state.invitations.values()],
    oneTimes: [...state.oneTimes.values()],
    deviceTokens: [...state.deviceTokens.values()],
    deliveries: [...state.deliveries.values()],
    notificationSettings: [...state.notificationSettings.values()],
    notifications: [...state.notifications.values()],
    requests: [...state.requests.values()],
    fileKeys: [...state.fileKeys.values()],
    policyChanges: [...state.policyChanges],
    brandLogos: [...state.brandLogos.values()],
    // None while nothing was removed, so a snapshot from before the log reads the same.
    activityCheckpoint: state.activity.checkpoint.seq === 0 ? [] : [state.activity.checkpoint],
    activity: [...state.activity.values()],
    streamCursors: [...state.streamCursors].map(([sink, cursor]) => ({ sink, ...cursor })),
    apiKeys: [...state.apiKeys.values()],
    passkeys: [...state.passkeys.values()],
    scimSecrets: [...state.scimSecrets.values()],
    directoryUsers: [...state.directoryUsers.values()],
    directoryGroups: [...state.directoryGroups.values()],
  };
}

/** The last line's counts; the sections added after the first snapshots may be missing (read as 0). */
export type Trailer = Pick<Record<Section, number>, 'users' | 'sessions' | 'pushes'> &
  Partial<Record<Section, number>> & { sha256?: string };

const SECTION_WORDS: Record<Section, [one: string, many: string]> = {
  users: ['user', 'users'],
  sessions: ['session', 'sessions'],
  invitations: ['invitation', 'invitations'],
  oneTimes: ['one-time record', 'one-time records'],
  deviceTokens: ['browser token', 'browser tokens'],
  deliveries: ['delivery', 'deliveries'],
  notificationSettings: ["user's notification settings", "users' notification settings"],
  notifications: ['notification', 'notifications'],
  requests: ['request', 'requests'],
  fileKeys: ['file key', 'file keys'],
  policyChanges: ['change of the policy', 'changes of the policy'],
  brandLogos: ['uploaded logo', 'uploaded logos'],
  activityCheckpoint: ['checkpoint of the activity log', 'checkpoints of the activity log'],
  activity: ['activity entry', 'activity entries'],
  streamCursors: ['activity stream cursor', 'activity stream cursors'],
  apiKeys: ['API key', 'API keys'],
  passkeys: ['passkey', 'passkeys'],
  scimSecrets: ['provisioning secret', 'provisioning secrets'],
  directoryUsers: ['directory record of a user', 'directory records of users'],
  directoryGroups: ['directory group', 'directory groups'],
  pushes: ['push', 'pushes'],
};

/** Names every section whose count disagrees, so a hand repair knows which count to fix. */
export function wrongCounts(trailer: Trailer, held: Record<Section, number>): string | null {
  const required = new Set<Section>(['users', 'sessions', 'pushes']);
  const sections = Object.keys(SECTION_WORDS) as Section[];
  const uncounted = sections.filter((name) => required.has(name) && trailer[name] === undefined);
  if (uncounted.length > 0)
    return `the snapshot's last line has no count of ${list(uncounted.map((n) => SECTION_WORDS[n][1]))}`;
  const wrong = sections.filter((name) => (trailer[name] ?? 0) !== held[name]);
  if (wrong.length === 0) return null;
  const amounts = (count: (name: Section) => number) =>
    list(wrong.map((name) => `${count(name)} ${SECTION_WORDS[name][count(name) === 1 ? 0 : 1]}`));
  return `the snapshot should hold ${amounts((name) => trailer[name] ?? 0)} but holds ${amounts((name) => held[name])}`;
}

function list(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
