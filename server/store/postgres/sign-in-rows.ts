import type { DeviceTokenRecord, OneTimePurpose, OneTimeRecord } from '../records.ts';
import type { PushValue } from './push-rows.ts';

/** How one-time records and browser tokens lie in PostgreSQL (migration 007). */

export const ONE_TIME_COLUMNS = ['hash', 'purpose', 'user_id', 'data', 'created_at', 'expires_at'] as const;

export function oneTimeValues(record: OneTimeRecord): PushValue[] {
  return [record.hash, record.purpose, record.userId, record.data, record.createdAt, record.expiresAt];
}

export interface OneTimeRow {
  hash: string;
  purpose: string;
  user_id: string | null;
  data: string | null;
  created_at: string;
  expires_at: string;
}

export function oneTimeFromRow(row: OneTimeRow): OneTimeRecord {
  return {
    hash: row.hash,
    purpose: row.purpose as OneTimePurpose,
    userId: row.user_id,
    data: row.data,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
  };
}

export const DEVICE_TOKEN_COLUMNS = [
  'id',
  'user_id',
  'token_hash',
  'name',
  'created_at',
  'last_used_at',
] as const;

export function deviceTokenValues(token: DeviceTokenRecord): PushValue[] {
  return [token.id, token.userId, token.tokenHash, token.name, token.createdAt, token.lastUsedAt];
}

export interface DeviceTokenRow {
  id: string;
  user_id: string;
  token_hash: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export function deviceTokenFromRow(row: DeviceTokenRow): DeviceTokenRecord {
  return {
    id: row.id,
    userId: row.user_id,
    tokenHash: row.token_hash,
    name: row.name,
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  };
}
