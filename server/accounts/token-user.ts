import { hashToken, safeEqual } from '../crypto/tokens.ts';
import type { DeviceTokenStore } from '../store/device-token-store.ts';
import type { DeviceTokenRecord, UserRecord } from '../store/records.ts';
import type { UserStore } from '../store/user-store.ts';
import { deviceTokenHolder } from './device-tokens.ts';

/** The user a token stands for, and the browser token it is when it is not the user's own API token. */
export interface TokenHolder {
  user: UserRecord;
  device: DeviceTokenRecord | null;
}

/** The user's own API token first, else a browser token made by the extension's sign-in (its use noted). */
export async function tokenHolder(
  store: UserStore & DeviceTokenStore,
  token: string,
  now: number,
): Promise<TokenHolder | undefined> {
  const hash = hashToken(token);
  const user = await store.findUserByTokenHash(hash);
  // The map lookup is by digest; the final comparison is constant-time all the same.
  if (user?.tokenHash != null && safeEqual(user.tokenHash, hash)) return { user, device: null };
  return deviceTokenHolder(store, hash, now);
}

/** The user a token stands for, whichever kind of token it is. */
export async function userForToken(
  store: UserStore & DeviceTokenStore,
  token: string,
  now: number,
): Promise<UserRecord | undefined> {
  return (await tokenHolder(store, token, now))?.user;
}
