import type { Pool, PoolClient } from 'pg';
import type { AtRestCodec } from '../../durable/at-rest.ts';
import type { StoreState } from '../../memory/store-state.ts';
import { ACTIVITY_COLUMNS, activityValues } from '../activity-rows.ts';
import { STREAM_CURSOR_COLUMNS, streamCursorValues } from '../activity-stream-queries.ts';
import { INVITATION_COLUMNS, invitationValues } from '../admin-queries.ts';
import { API_KEY_COLUMNS, apiKeyValues } from '../api-key-queries.ts';
import { BRAND_LOGO_COLUMNS, brandLogoValues } from '../brand-logo-queries.ts';
import { DELIVERY_COLUMNS, deliveryValues } from '../delivery-rows.ts';
import {
  DIRECTORY_GROUP_COLUMNS,
  DIRECTORY_USER_COLUMNS,
  directoryGroupValues,
  directoryUserValues,
  SCIM_SECRET_COLUMNS,
  scimSecretValues,
} from '../directory-queries.ts';
import { FILE_KEY_COLUMNS, fileKeyValues } from '../file-key-queries.ts';
import {
  NOTIFICATION_COLUMNS,
  notificationValues,
  SETTINGS_COLUMNS,
  settingsValues,
} from '../notification-rows.ts';
import { PASSKEY_COLUMNS, passkeyValues } from '../passkey-queries.ts';
import { POLICY_CHANGE_COLUMNS, policyChangeValues } from '../policy-queries.ts';
import { AUDIT_COLUMNS, auditValues, PUSH_COLUMNS, pushValues } from '../push-rows.ts';
import { REQUEST_COLUMNS, requestValues } from '../request-rows.ts';
import { DEVICE_TOKEN_COLUMNS, deviceTokenValues, ONE_TIME_COLUMNS, oneTimeValues } from '../sign-in-rows.ts';
import {
  SESSION_COLUMNS,
  sessionValues,
  TOTP_COLUMNS,
  totpValues,
  USER_COLUMNS,
  userValues,
} from '../user-rows.ts';
import { insertRows } from './bulk-insert.ts';

/** Pushes (with their audit entries) per transaction: a few MB of statements, and a progress line each. */
export const PUSHES_PER_TRANSACTION = 5_000;

/**
 * Writes an embedded store's records into the (empty) tables: users in creation order, then pushes
 * in the order they were made (the owners' lists walk `seq`), each push's audit entries in their
 * order right after it, then sessions, invitations, one-time records, browser tokens, deliveries
 * (waiting ones, so no mail is lost by the move, and done ones, which their users' pages list),
 * notification settings and feeds (events the extension may not have read yet), requests, in
 * the order they were made (`seq` then orders those of one millisecond as the embedded store did), and
 * the stored files' keys (without them the files cannot be opened), and the policy an administrator
 * saved with its history. Users' second
 * factors and notification settings go one user at a time (a bulk insert carries no array column;
 * a team has few users). The setup link stays behind: it belongs to the server start that printed it, and a
 * server over the database prints its own while no user exists. Batches of pushes commit one by
 * one; the caller's marker row says the whole is not done until the counts are checked.
 */
export async function importState(
  pool: Pool,
  state: StoreState,
  codec: AtRestCodec,
  progress: (line: string) => void,
  perTransaction = PUSHES_PER_TRANSACTION,
): Promise<void> {
  await inTransaction(pool, async (client) => {
    const users = [...state.users.values()];
    await insertRows(client, 'users', USER_COLUMNS, users.map(userValues));
    const setTotp = `UPDATE users SET (${TOTP_COLUMNS.join(', ')}) = ($2, $3, $4, $5) WHERE id = $1`;
    for (const user of users) if (user.totp) await client.query(setTotp, [user.id, ...totpValues(user.totp)]);
  });
  const pushes = [...state.pushes.values()];
  for (let start = 0; start < pushes.length; start += perTransaction) {
    const batch = pushes.slice(start, start + perTransaction);
    await inTransaction(pool, async (client) => {
      const audits: unknown[][] = [];
      const rows = batch.map((push) => {
        const values = pushValues(codec, push);
        const id = values[0] as string;
        for (const entry of state.audits.get(push.urlToken) ?? []) audits.push(auditValues(id, entry));
        return values;
      });
      await insertRows(client, 'pushes', PUSH_COLUMNS, rows);
      await insertRows(client, 'audits', AUDIT_COLUMNS, audits);
    });
    if (pushes.length > perTransaction) {
      progress(`  pushes: ${Math.min(start + perTransaction, pushes.length)} of ${pushes.length}`);
    }
  }
  await inTransaction(pool, async (client) => {
    await insertRows(client, 'sessions', SESSION_COLUMNS, [...state.sessions.values()].map(sessionValues));
    const invitations = [...state.invitations.values()].filter((invitation) => invitation.email !== null);
    await insertRows(client, 'invitations', INVITATION_COLUMNS, invitations.map(invitationValues));
    await insertRows(
      client,
      'one_time_records',
      ONE_TIME_COLUMNS,
      [...state.oneTimes.values()].map(oneTimeValues),
    );
    await insertRows(
      client,
      'device_tokens',
      DEVICE_TOKEN_COLUMNS,
      [...state.deviceTokens.values()].map(deviceTokenValues),
    );
    // Oldest first, so `seq` orders keys of one millisecond as the embedded store listed them.
    const apiKeys = [...state.apiKeys.values()].sort((a, b) => a.createdAt - b.createdAt);
    await insertRows(client, 'api_keys', API_KEY_COLUMNS, apiKeys.map(apiKeyValues));
    await insertRows(client, 'passkeys', PASSKEY_COLUMNS, [...state.passkeys.values()].map(passkeyValues));
    // In the order they were made: `seq` then orders those of one millisecond as the embedded store did.
    await insertRows(
      client,
      'deliveries',
      DELIVERY_COLUMNS,
      [...state.deliveries.values()].map(deliveryValues),
    );
    const setSettings = `INSERT INTO notification_settings (${SETTINGS_COLUMNS.join(', ')})
      VALUES (${SETTINGS_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`;
    for (const settings of state.notificationSettings.values())
      await client.query(setSettings, settingsValues(settings));
    await insertRows(
      client,
      'notifications',
      NOTIFICATION_COLUMNS,
      [...state.notifications.values()].map(notificationValues),
    );
    await insertRows(
      client,
      'requests',
      REQUEST_COLUMNS,
      [...state.requests.values()].map((request) => requestValues(codec, request)),
    );
    await insertRows(client, 'file_keys', FILE_KEY_COLUMNS, [...state.fileKeys.values()].map(fileKeyValues));
    // The policy's changes in the order they were made, so the version counts them as before.
    await insertRows(
      client,
      'policy_changes',
      POLICY_CHANGE_COLUMNS,
      state.policyChanges.map(policyChangeValues),
    );
    await insertRows(client, 'policy_rules', ['rule', 'value'], [...state.policyRules]);
    await insertRows(
      client,
      'brand_logos',
      BRAND_LOGO_COLUMNS,
      [...state.brandLogos.values()].map(brandLogoValues),
    );
    await insertRows(
      client,
      'scim_secrets',
      SCIM_SECRET_COLUMNS,
      [...state.scimSecrets.values()].map(scimSecretValues),
    );
    await insertRows(
      client,
      'directory_users',
      DIRECTORY_USER_COLUMNS,
      [...state.directoryUsers.values()].map(directoryUserValues),
    );
    // One by one: a bulk insert's unnest would flatten each group's list of members.
    for (const group of state.directoryGroups.values()) {
      await client.query(
        `INSERT INTO directory_groups (${DIRECTORY_GROUP_COLUMNS.join(', ')}) VALUES ($1, $2, $3, $4, $5, $6)`,
        directoryGroupValues(group),
      );
    }
    await importActivity(client, state);
  });
}

/** The activity log verbatim (digests, links and checkpoint as they are), so its chain checks as before. */
async function importActivity(client: PoolClient, state: StoreState): Promise<void> {
  const { activity } = state;
  await insertRows(client, 'activity_log', ACTIVITY_COLUMNS, activity.values().map(activityValues));
  const head = activity.head();
  await client.query(
    'UPDATE activity_head SET seq = $1, digest = $2, checkpoint_seq = $3, checkpoint_digest = $4 WHERE id = 1',
    [head.seq, head.digest, activity.checkpoint.seq, activity.checkpoint.digest],
  );
  // The entries keep their numbers, so each sink goes on from where it was: nothing streamed twice or missed.
  await insertRows(
    client,
    'activity_stream_cursors',
    STREAM_CURSOR_COLUMNS,
    [...state.streamCursors].map(([sink, cursor]) => streamCursorValues(sink, cursor)),
  );
}

export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
