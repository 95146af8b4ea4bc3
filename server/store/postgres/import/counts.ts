import type { Pool } from 'pg';
import type { StoreState } from '../../memory/store-state.ts';

/** What a migration moves, counted on either side. */
export interface MigrationCounts {
  pushes: number;
  auditEntries: number;
  users: number;
  /** Users with a second factor: it travels in an update of its own after the users' rows. */
  secondFactors: number;
  sessions: number;
  /** Invitations to an address; the setup link belongs to the server start that printed it and stays behind. */
  invitations: number;
  oneTimes: number;
  deviceTokens: number;
  /** Named API keys, revoked ones included: the token page and the administrator list them all. */
  apiKeys: number;
  /** Waiting and done alike: a move must lose no mail still to go out. */
  deliveries: number;
  notificationSettings: number;
  /** The feed's events, which the extension may not have read yet. */
  notifications: number;
  /** Open and ended alike: an open one's link must still take its answer after the move. */
  requests: number;
  /** Stored files' own keys: a file whose key stays behind cannot be opened. */
  fileKeys: number;
  files: number;
}

export const COUNT_NAMES: Record<keyof MigrationCounts, string> = {
  pushes: 'pushes',
  auditEntries: 'audit entries',
  users: 'users',
  secondFactors: 'second factors',
  sessions: 'sessions',
  invitations: 'invitations',
  oneTimes: 'one-time records',
  deviceTokens: 'browser tokens',
  apiKeys: 'API keys',
  deliveries: 'deliveries',
  notificationSettings: "users' notification settings",
  notifications: 'notifications',
  requests: 'requests',
  fileKeys: 'file keys',
  files: 'files',
};

/** How a count of one reads in a summary. */
const ONE_NAMES: Record<keyof MigrationCounts, string> = {
  pushes: 'push',
  auditEntries: 'audit entry',
  users: 'user',
  secondFactors: 'second factor',
  sessions: 'session',
  invitations: 'invitation',
  oneTimes: 'one-time record',
  deviceTokens: 'browser token',
  apiKeys: 'API key',
  deliveries: 'delivery',
  notificationSettings: "user's notification settings",
  notifications: 'notification',
  requests: 'request',
  fileKeys: 'file key',
  files: 'file',
};

/** "3 pushes, 12 audit entries, 1 user, ..." */
export function summary(counts: MigrationCounts): string {
  return (Object.keys(COUNT_NAMES) as (keyof MigrationCounts)[])
    .map((name) => `${counts[name]} ${(counts[name] === 1 ? ONE_NAMES : COUNT_NAMES)[name]}`)
    .join(', ');
}

/** What the embedded store holds; `files` counts the files its pushes hold. */
export function sourceCounts(state: StoreState, fileIds: readonly string[]): MigrationCounts {
  let auditEntries = 0;
  for (const urlToken of state.pushes.keys()) auditEntries += state.audits.get(urlToken)?.length ?? 0;
  let secondFactors = 0;
  for (const user of state.users.values()) if (user.totp) secondFactors++;
  let invitations = 0;
  for (const invitation of state.invitations.values()) if (invitation.email !== null) invitations++;
  return {
    pushes: state.pushes.size,
    auditEntries,
    users: state.users.size,
    secondFactors,
    sessions: state.sessions.size,
    invitations,
    oneTimes: state.oneTimes.size,
    deviceTokens: state.deviceTokens.size,
    apiKeys: state.apiKeys.size,
    deliveries: state.deliveries.size,
    notificationSettings: state.notificationSettings.size,
    notifications: state.notifications.size,
    requests: state.requests.size,
    fileKeys: state.fileKeys.size,
    files: fileIds.length,
  };
}

const COUNT_SQL = `SELECT
  (SELECT count(*) FROM pushes) AS pushes,
  (SELECT count(*) FROM audits) AS audits,
  (SELECT count(*) FROM users) AS users,
  (SELECT count(*) FROM users WHERE totp_secret IS NOT NULL) AS second_factors,
  (SELECT count(*) FROM sessions) AS sessions,
  (SELECT count(*) FROM invitations WHERE email IS NOT NULL) AS invitations,
  (SELECT count(*) FROM one_time_records) AS one_times,
  (SELECT count(*) FROM device_tokens) AS device_tokens,
  (SELECT count(*) FROM api_keys) AS api_keys,
  (SELECT count(*) FROM deliveries) AS deliveries,
  (SELECT count(*) FROM notification_settings) AS notification_settings,
  (SELECT count(*) FROM notifications) AS notifications,
  (SELECT count(*) FROM requests) AS requests,
  (SELECT count(*) FROM file_keys) AS file_keys`;

type CountRow = Record<
  | 'pushes'
  | 'audits'
  | 'users'
  | 'second_factors'
  | 'sessions'
  | 'invitations'
  | 'one_times'
  | 'device_tokens'
  | 'api_keys'
  | 'deliveries'
  | 'notification_settings'
  | 'notifications'
  | 'requests'
  | 'file_keys',
  string
>;

/** What the database holds now; `filesPresent` is counted in the target FILES_DIR by the caller. */
export async function databaseCounts(pool: Pool, filesPresent: number): Promise<MigrationCounts> {
  const row = (await pool.query<CountRow>(COUNT_SQL)).rows[0];
  if (row === undefined) throw new Error('The database answered no counts.');
  return {
    pushes: Number(row.pushes),
    auditEntries: Number(row.audits),
    users: Number(row.users),
    secondFactors: Number(row.second_factors),
    sessions: Number(row.sessions),
    invitations: Number(row.invitations),
    oneTimes: Number(row.one_times),
    deviceTokens: Number(row.device_tokens),
    apiKeys: Number(row.api_keys),
    deliveries: Number(row.deliveries),
    notificationSettings: Number(row.notification_settings),
    notifications: Number(row.notifications),
    requests: Number(row.requests),
    fileKeys: Number(row.file_keys),
    files: filesPresent,
  };
}

/** One line per count that differs, saying both sides; empty when all agree. */
export function countDifferences(source: MigrationCounts, target: MigrationCounts): string[] {
  return (Object.keys(COUNT_NAMES) as (keyof MigrationCounts)[])
    .filter((name) => source[name] !== target[name])
    .map(
      (name) => `${COUNT_NAMES[name]}: ${source[name]} in the data directory, ${target[name]} in the target`,
    );
}
