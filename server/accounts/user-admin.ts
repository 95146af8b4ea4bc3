import { randomUUID } from 'node:crypto';
import { emailKey } from '../../shared/email-address.ts';
import { isoTime } from '../../shared/iso-time.ts';
import { hashToken, newSecretToken } from '../crypto/tokens.ts';
import type { OneTimeStore } from '../store/one-time-store.ts';
import type { PasskeyStore } from '../store/passkey-store.ts';
import type { UserRecord } from '../store/records.ts';
import type { SignInStore } from '../store/sign-in-store.ts';
import type { AdminGuarded, UserStore } from '../store/user-store.ts';
import { type AccountLog, recordIn, userTarget } from './account-log.ts';
import { decoyHash, hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

export class AccountError extends Error {
  override name = 'AccountError';
}

export interface UserSummary {
  email: string;
  createdAt: string;
  hasToken: boolean;
  admin: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Why the last administrator cannot go: no one could then reach the admin pages or invite anyone. */
export const LAST_ADMIN_STAYS = (email: string) =>
  `${email} is the only administrator and cannot be removed: nobody could then invite or manage users. Make another user an administrator first.`;

/** A typed address as it is kept and looked up (emailKey's rule); throws when it is not one. */
export function normalizeEmail(raw: string): string {
  const email = emailKey(raw);
  if (!EMAIL.test(email)) throw new AccountError(`"${raw}" is not an e-mail address.`);
  return email;
}

/** A typed address as it is kept and looked up, or null when it is not one: for forms, which answer with their own words. */
export function typedEmail(raw: string): string | null {
  const email = emailKey(raw);
  return EMAIL.test(email) ? email : null;
}

/**
 * Takes away a user's second factor for someone locked out of it (authenticator and backup codes
 * both lost, or their passkeys): their password alone signs them in again. Every session and any
 * sign-in waiting for its second step ends with it, as whoever holds them passed a check that no
 * longer stands. False when the user has none. Recorded as reset by the log's actor (an administrator).
 */
export async function turnOffSecondFactor(
  store: SignInStore & OneTimeStore & Pick<PasskeyStore, 'listPasskeys' | 'removePasskey'>,
  user: UserRecord,
  log?: AccountLog,
): Promise<boolean> {
  const passkeys = await store.listPasskeys(user.id);
  if (user.totp === undefined && passkeys.length === 0) return false;
  if (user.totp !== undefined) await store.setUserTotp(user.id, null);
  for (const passkey of passkeys) await store.removePasskey(user.id, passkey.id);
  const sessions = await store.removeUserSessions(user.id, null);
  await store.removeUserOneTimes(user.id, 'second_step');
  await recordIn(log, { event: 'two_factor.reset', target: userTarget(user), details: { sessions } });
  return true;
}

/**
 * Makes a user an administrator or takes it back, by id; the last administrator stays one. A change
 * is recorded with the roles before and after.
 */
export async function changeRole(
  store: UserStore,
  id: string,
  admin: boolean,
  log?: AccountLog,
): Promise<AdminGuarded> {
  const before = await store.findUserById(id);
  if (before === undefined) return 'unknown';
  const outcome = await store.setUserAdmin(id, admin);
  const role = (isAdmin: boolean) => (isAdmin ? 'admin' : 'user');
  if (outcome === 'done' && before.admin !== admin) {
    const details = { from: role(before.admin), to: role(admin) };
    await recordIn(log, { event: 'user.role_changed', target: userTarget(before), details });
  }
  return outcome;
}

/**
 * Account management for a small team: users and their one API token each. `commandLog` is where
 * the commands (`secret-push user ...`) record what they change; a page hands its own log per call.
 */
export function userAdmin(
  store: UserStore & SignInStore & OneTimeStore & Pick<PasskeyStore, 'listPasskeys' | 'removePasskey'>,
  now: () => number = Date.now,
  commandLog?: AccountLog,
) {
  async function existing(email: string): Promise<UserRecord> {
    const user = await store.findUserByEmail(normalizeEmail(email));
    if (user === undefined) throw new AccountError(`There is no user ${email.trim()}.`);
    return user;
  }

  /**
   * checkPassword, also telling which account the address names when the password did not match,
   * from the one look-up the check makes: a refusal is recorded against it without asking again.
   */
  async function passwordCheck(
    rawEmail: string,
    password: string,
  ): Promise<{ signedIn: UserRecord | undefined; account: UserRecord | undefined }> {
    const email = typedEmail(rawEmail) ?? '';
    const user = email === '' ? undefined : await store.findUserByEmail(email);
    const hash = user?.passwordHash ?? (await decoyHash());
    const matches = await verifyPassword(password, hash);
    return { signedIn: matches && user?.passwordHash != null ? user : undefined, account: user };
  }
  return {
    /** Creates a user (an administrator only when asked) and returns its first API token: the only time it is seen. */
    async add(rawEmail: string, options: { admin?: boolean } = {}): Promise<string> {
      const email = normalizeEmail(rawEmail);
      if ((await store.findUserByEmail(email)) !== undefined) {
        throw new AccountError(`A user ${email} already exists.`);
      }
      const token = newSecretToken();
      const id = randomUUID();
      await store.insertUser({
        id,
        email,
        tokenHash: hashToken(token),
        passwordHash: null,
        createdAt: now(),
        admin: options.admin === true,
      });
      const details = { role: options.admin === true ? 'admin' : 'user' };
      await recordIn(commandLog, { event: 'user.created', target: userTarget({ id }), details });
      return token;
    },
    /** Replaces the user's token; the old one stops working at once (recorded as revoked, then the new one made). */
    async rotateToken(email: string, log: AccountLog | undefined = commandLog): Promise<string> {
      const user = await existing(email);
      const token = newSecretToken();
      await store.updateUser({ ...user, tokenHash: hashToken(token) });
      const target = { kind: 'api_token', id: user.id };
      if (user.tokenHash !== null)
        await recordIn(log, { event: 'api_token.revoked', target, details: { reason: 'replaced' } });
      await recordIn(log, { event: 'api_token.created', target });
      return token;
    },
    async list(): Promise<UserSummary[]> {
      const users = await store.listUsers();
      return users.map((u) => ({
        email: u.email,
        createdAt: isoTime(u.createdAt),
        hasToken: u.tokenHash !== null,
        admin: u.admin,
      }));
    },
    /** Makes a user an administrator or takes it back; the last administrator stays one. */
    async setAdmin(email: string, admin: boolean): Promise<void> {
      const user = await existing(email);
      // Checked and changed inside the store, so two demotions at once cannot both pass.
      if ((await changeRole(store, user.id, admin, commandLog)) === 'last_admin')
        throw new AccountError(`${user.email} is the only administrator, and stays one.`);
    },
    async remove(email: string): Promise<void> {
      const user = await existing(email);
      if ((await store.removeUserUnlessLastAdmin(user.id)) === 'last_admin')
        throw new AccountError(LAST_ADMIN_STAYS(user.email));
      await recordIn(commandLog, { event: 'user.removed', target: userTarget(user) });
    },
    /** Turns off the user's second factor (see turnOffSecondFactor); refused for a user who has none. */
    async turnOffTwoFactor(email: string): Promise<void> {
      const user = await existing(email);
      if (!(await turnOffSecondFactor(store, user, commandLog)))
        throw new AccountError(`${user.email} has no two-factor authentication to turn off.`);
    },
    /** Records a successful web sign-in, for the admin page's list. */
    async noteSignIn(id: string): Promise<void> {
      await store.noteSignIn(id, now());
    },
    /** Sets the password for web sign-in; the user's API token is untouched. */
    async setPassword(email: string, password: string): Promise<void> {
      const problem = passwordProblem(password);
      if (problem !== undefined) throw new AccountError(problem);
      const user = await existing(email);
      await store.updateUser({ ...user, passwordHash: await hashPassword(password) });
      await recordIn(commandLog, { event: 'password.changed', target: userTarget(user) });
    },
    /** The user these credentials sign in, or undefined; as slow for an unknown e-mail as for a wrong password. */
    async checkPassword(rawEmail: string, password: string): Promise<UserRecord | undefined> {
      return (await passwordCheck(rawEmail, password)).signedIn;
    },
    passwordCheck,
  };
}

export type UserAdmin = ReturnType<typeof userAdmin>;
