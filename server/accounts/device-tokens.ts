import { randomUUID } from 'node:crypto';
import { hashToken, newSecretToken, safeEqual } from '../crypto/tokens.ts';
import type { DeviceTokenStore } from '../store/device-token-store.ts';
import type { DeviceTokenRecord, UserRecord } from '../store/records.ts';
import type { UserStore } from '../store/user-store.ts';
import { type AccountLog, recordIn } from './account-log.ts';

/** A use is written at most this often per token: the token page shows it to the minute, and a write per request would cost the store. */
export const DEVICE_TOKEN_TOUCH_MS = 60_000;

/** The longest browser name kept: "Chrome on Linux" and its kin are far shorter. */
export const DEVICE_NAME_MAX = 80;

/** A browser token in the activity log: by its id and the name its browser gave, never the token. */
const browserToken = (device: DeviceTokenRecord) => ({
  target: { kind: 'browser_token', id: device.id },
  name: device.name,
});

/** Makes a browser token for the extension's sign-in; the token itself is returned once and never stored. */
export async function issueDeviceToken(
  store: DeviceTokenStore,
  userId: string,
  name: string,
  now: number,
  log?: AccountLog,
): Promise<{ token: string; record: DeviceTokenRecord }> {
  const token = newSecretToken();
  const record: DeviceTokenRecord = {
    id: randomUUID(),
    userId,
    tokenHash: hashToken(token),
    name,
    createdAt: now,
    lastUsedAt: null,
  };
  await store.insertDeviceToken(record);
  const { target } = browserToken(record);
  await recordIn(log, { event: 'browser_token.created', target, details: { name } });
  return { token, record };
}

/**
 * Revokes one of a user's browser tokens, from the token page (`revoked`) or by the extension signing
 * out (`signed_out`); false when the user has none of that id.
 */
export async function revokeDeviceToken(
  store: DeviceTokenStore,
  userId: string,
  id: string,
  reason: 'revoked' | 'signed_out',
  log?: AccountLog,
): Promise<boolean> {
  const device = (await store.listDeviceTokens(userId)).find((listed) => listed.id === id);
  if (device === undefined || !(await store.removeDeviceToken(userId, id))) return false;
  const { target, name } = browserToken(device);
  await recordIn(log, { event: 'browser_token.revoked', target, details: { name, reason } });
  return true;
}

/** The browser token a digest names, compared in constant time as the user's own token is. */
export async function findDeviceToken(
  store: DeviceTokenStore,
  tokenHash: string,
): Promise<DeviceTokenRecord | undefined> {
  const found = await store.findDeviceToken(tokenHash);
  return found !== undefined && safeEqual(found.tokenHash, tokenHash) ? found : undefined;
}

/**
 * The user a browser token stands for, and the token, noting the use when the last one noted is a minute old or
 * more. Undefined for an unknown or revoked token, or one whose user is gone.
 */
export async function deviceTokenHolder(
  store: DeviceTokenStore & UserStore,
  tokenHash: string,
  now: number,
): Promise<{ user: UserRecord; device: DeviceTokenRecord } | undefined> {
  const device = await findDeviceToken(store, tokenHash);
  if (device === undefined) return undefined;
  const user = await store.findUserById(device.userId);
  if (user === undefined) return undefined;
  if (device.lastUsedAt === null || now - device.lastUsedAt >= DEVICE_TOKEN_TOUCH_MS) {
    await store.touchDeviceToken(device.id, now);
  }
  return { user, device };
}
