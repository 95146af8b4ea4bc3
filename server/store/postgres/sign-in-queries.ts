import { Batcher, type Batching, DEFAULT_BATCHING } from '../../database/batcher.ts';
import type { DeviceTokenRecord, OneTimePurpose, OneTimeRecord, TotpRecord } from '../records.ts';
import { StoreConflictError } from '../store-conflict.ts';
import type { Query } from './push-queries.ts';
import {
  DEVICE_TOKEN_COLUMNS,
  type DeviceTokenRow,
  deviceTokenFromRow,
  deviceTokenValues,
  ONE_TIME_COLUMNS,
  type OneTimeRow,
  oneTimeFromRow,
  oneTimeValues,
} from './sign-in-rows.ts';
import { TOTP_COLUMNS, totpValues } from './user-rows.ts';

const ONE_TIME_FIELDS = ONE_TIME_COLUMNS.join(', ');
const DEVICE_FIELDS = DEVICE_TOKEN_COLUMNS.join(', ');

const S = {
  setUserTotp: {
    name: 'sp_set_user_totp',
    text: `UPDATE users SET (${TOTP_COLUMNS.join(', ')}) = ($2, $3, $4, $5) WHERE id = $1`,
  },
  // The row's lock orders two uses of one step: the later one finds the step recorded and changes nothing.
  useTotpStep: {
    name: 'sp_use_totp_step',
    text: 'UPDATE users SET totp_last_step = $2 WHERE id = $1 AND totp_secret IS NOT NULL AND totp_last_step < $2',
  },
  useBackupCode: {
    name: 'sp_use_backup_code',
    text: `UPDATE users SET totp_backup_codes = array_remove(totp_backup_codes, $2)
      WHERE id = $1 AND $2 = ANY (totp_backup_codes)`,
  },
  insertOneTime: {
    name: 'sp_insert_one_time',
    text: `INSERT INTO one_time_records (${ONE_TIME_FIELDS}) VALUES ($1, $2, $3, $4, $5, $6)
      ON CONFLICT (hash) DO UPDATE SET purpose = EXCLUDED.purpose, user_id = EXCLUDED.user_id,
      data = EXCLUDED.data, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
  },
  findOneTime: {
    name: 'sp_find_one_time',
    text: `SELECT ${ONE_TIME_FIELDS} FROM one_time_records WHERE hash = $1 AND purpose = $2 AND expires_at > $3`,
  },
  // Expired or not, a record of this purpose goes: the caller is told only of an unexpired one.
  takeOneTime: {
    name: 'sp_take_one_time',
    text: `DELETE FROM one_time_records WHERE hash = $1 AND purpose = $2 RETURNING ${ONE_TIME_FIELDS}`,
  },
  removeUserOneTimes: {
    name: 'sp_remove_user_one_times',
    text: 'DELETE FROM one_time_records WHERE user_id = $1 AND purpose = $2',
  },
  removeExpiredOneTimes: {
    name: 'sp_remove_expired_one_times',
    text: 'DELETE FROM one_time_records WHERE expires_at <= $1',
  },
  insertDeviceToken: {
    name: 'sp_insert_device_token',
    text: `INSERT INTO device_tokens (${DEVICE_FIELDS}) VALUES ($1, $2, $3, $4, $5, $6)`,
  },
  devicesByHash: {
    name: 'sp_devices_by_hash',
    text: `SELECT ${DEVICE_FIELDS} FROM device_tokens WHERE token_hash = ANY ($1::text[])`,
  },
  listDeviceTokens: {
    name: 'sp_list_device_tokens',
    text: `SELECT ${DEVICE_FIELDS} FROM device_tokens WHERE user_id = $1 ORDER BY created_at, seq`,
  },
  removeDeviceToken: {
    name: 'sp_remove_device_token',
    text: 'DELETE FROM device_tokens WHERE user_id = $1 AND id = $2',
  },
  touchDeviceToken: {
    name: 'sp_touch_device_token',
    text: 'UPDATE device_tokens SET last_used_at = $2 WHERE id = $1',
  },
};

/** A constraint refusing a row, as the conflict the embedded store's rules raise for it. */
const CONFLICTS: Record<string, string> = {
  one_time_records_user_id_fkey: 'No such user.',
  device_tokens_user_id_fkey: 'No such user.',
  device_tokens_pkey: 'That browser token id is taken.',
  device_tokens_token_hash_key: 'That browser token is taken.',
};

async function refusingConflicts(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    const refused = (code === '23505' || code === '23503') && constraint !== undefined;
    const message = refused ? CONFLICTS[constraint] : undefined;
    if (message !== undefined) throw new StoreConflictError(message);
    throw error;
  }
}

/** The second factor, one-time record and browser token methods of the port, each one statement. */
export function signInQueries(query: Query, batching: Batching = DEFAULT_BATCHING) {
  const changed = async (statement: { name: string; text: string }, values: unknown[]) =>
    (await query(statement, values)).rowCount ?? 0;
  // Every API request with a browser token starts here: those arriving at once share one look-up.
  const byHash = new Batcher<string, DeviceTokenRow | undefined>(async (hashes) => {
    const { rows } = await query<DeviceTokenRow>(S.devicesByHash, [hashes]);
    const found = new Map(rows.map((row) => [row.token_hash, row]));
    return hashes.map((hash) => found.get(hash));
  }, batching);
  return {
    setUserTotp: async (userId: string, totp: TotpRecord | null) =>
      (await changed(S.setUserTotp, [userId, ...totpValues(totp)])) > 0,
    useTotpStep: async (userId: string, step: number) => (await changed(S.useTotpStep, [userId, step])) > 0,
    useBackupCode: async (userId: string, digest: string) =>
      (await changed(S.useBackupCode, [userId, digest])) > 0,

    insertOneTime: (record: OneTimeRecord) =>
      refusingConflicts(() => query(S.insertOneTime, oneTimeValues(record))),
    findOneTime: async (hash: string, purpose: OneTimePurpose, now: number) => {
      const row = (await query<OneTimeRow>(S.findOneTime, [hash, purpose, now])).rows[0];
      return row === undefined ? undefined : oneTimeFromRow(row);
    },
    takeOneTime: async (hash: string, purpose: OneTimePurpose, now: number) => {
      const row = (await query<OneTimeRow>(S.takeOneTime, [hash, purpose])).rows[0];
      const record = row === undefined ? undefined : oneTimeFromRow(row);
      return record !== undefined && record.expiresAt > now ? record : undefined;
    },
    removeUserOneTimes: (userId: string, purpose: OneTimePurpose) =>
      changed(S.removeUserOneTimes, [userId, purpose]),
    removeExpiredOneTimes: (now: number) => changed(S.removeExpiredOneTimes, [now]),

    insertDeviceToken: (token: DeviceTokenRecord) =>
      refusingConflicts(() => query(S.insertDeviceToken, deviceTokenValues(token))),
    findDeviceToken: async (tokenHash: string) => {
      const row = await byHash.call(tokenHash);
      return row === undefined ? undefined : deviceTokenFromRow(row);
    },
    listDeviceTokens: async (userId: string) =>
      (await query<DeviceTokenRow>(S.listDeviceTokens, [userId])).rows.map(deviceTokenFromRow),
    removeDeviceToken: async (userId: string, id: string) =>
      (await changed(S.removeDeviceToken, [userId, id])) > 0,
    touchDeviceToken: async (id: string, at: number): Promise<void> => {
      await query(S.touchDeviceToken, [id, at]);
    },
  };
}
