import type { UserRecord } from './records.ts';

/** How a change that must leave the instance an administrator went. */
export type AdminGuarded = 'done' | 'last_admin' | 'unknown';

/** Where user accounts are kept; the contract of port.ts holds for every method. */
export interface UserStore {
  insertUser(user: UserRecord): Promise<void>;
  updateUser(user: UserRecord): Promise<void>;
  /** Removes a user; their browser tokens, one-time records, notification choices, feed and requests go with them (sessions and pushes stay). */
  removeUser(id: string): Promise<void>;
  findUserByEmail(email: string): Promise<UserRecord | undefined>;
  findUserByTokenHash(tokenHash: string): Promise<UserRecord | undefined>;
  findUserById(id: string): Promise<UserRecord | undefined>;
  listUsers(): Promise<UserRecord[]>;
  /**
   * Makes a user an administrator or takes it back, checked and changed as one step so two
   * demotions at once cannot both leave the instance without one: `last_admin` changes nothing.
   */
  setUserAdmin(id: string, admin: boolean): Promise<AdminGuarded>;
  /** Removes a user (not their sessions or pushes; their browser tokens and one-time records go too) unless they are the last administrator. */
  removeUserUnlessLastAdmin(id: string): Promise<AdminGuarded>;
  /**
   * Suspends a user or restores them, checked and changed as one step. Suspending also revokes their
   * API token and browser tokens and ends their sessions in that step, so nothing they held works a
   * moment longer; restoring gives back only sign-in. `last_admin` (the only administrator not
   * suspended) changes nothing.
   */
  setUserSuspended(id: string, suspended: boolean): Promise<AdminGuarded>;
  /** Records a web sign-in's time on the user. */
  noteSignIn(id: string, at: number): Promise<void>;
  /**
   * Sets the language a user chose for pages (a code of shared/languages.ts), or clears it (null:
   * pages follow the browser). The only writer of it: `updateUser` keeps it. False for no such user.
   */
  setUserLanguage(id: string, language: string | null): Promise<boolean>;
}
