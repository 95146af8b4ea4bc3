import { hashToken, safeEqual } from '../crypto/tokens.ts';
import type { DeviceTokenStore } from '../store/device-token-store.ts';
import type { UserRecord } from '../store/records.ts';
import type { UserStore } from '../store/user-store.ts';
import { deviceTokenUser } from './device-tokens.ts';

/** The user's own API token first, else a browser token made by the extension's sign-in (its use noted). */
export async function userForToken(
  store: UserStore & DeviceTokenStore,
  token: string,
  now: number,
): Promise<UserRecord | undefined> {
  const hash = hashToken(token);
  const user = await store.findUserByTokenHash(hash);
  // The map lookup is by digest; the final comparison is constant-time all the same.
  if (user?.tokenHash != null && safeEqual(user.tokenHash, hash)) return user;
  return deviceTokenUser(store, hash, now);
}
