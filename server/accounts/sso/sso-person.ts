import { randomUUID } from 'node:crypto';
import { emailKey } from '../../../shared/email-address.ts';
import type { UserRecord } from '../../store/records.ts';
import { StoreConflictError } from '../../store/store-conflict.ts';
import type { UserStore } from '../../store/user-store.ts';
import type { OidcSettings } from '../account-settings.ts';
import type { VerifiedClaims } from './oidc-client.ts';

/** Why a person the provider vouched for is still not let in. */
export type PersonRefusal =
  | { refused: 'unverified' }
  | { refused: 'domain'; domain: string }
  | { refused: 'no_account'; email: string };

const EMAIL = /^[^\s@]+@([^\s@]+)$/;

/**
 * The user a verified ID token stands for: matched by its e-mail address, which counts only when
 * the provider says it verified it; made (no password, not an administrator) when the instance
 * provisions unknown people.
 */
export async function ssoPerson(
  store: UserStore,
  settings: OidcSettings,
  claims: VerifiedClaims,
  now: () => number,
): Promise<{ user: UserRecord } | PersonRefusal> {
  const email = emailKey(claims.email ?? '');
  const domain = EMAIL.exec(email)?.[1];
  // An unverified address could be anyone's: matching it would hand over that person's account.
  if (!claims.emailVerified || domain === undefined) return { refused: 'unverified' };
  if (settings.allowedDomains.length > 0 && !settings.allowedDomains.includes(domain)) {
    return { refused: 'domain', domain };
  }
  const found = await store.findUserByEmail(email);
  if (found !== undefined) return { user: found };
  if (!settings.autoProvision) return { refused: 'no_account', email };
  const user: UserRecord = {
    id: randomUUID(),
    email,
    tokenHash: null,
    passwordHash: null,
    createdAt: now(),
    admin: false,
  };
  try {
    await store.insertUser(user);
  } catch (error) {
    // Another first sign-in of the same person made the account a moment ago: go on with that one.
    const made = error instanceof StoreConflictError ? await store.findUserByEmail(email) : undefined;
    if (made === undefined) throw error;
    return { user: made };
  }
  return { user };
}
