import type { SessionRecord, TotpRecord } from './records.ts';

/**
 * What signing in to the web keeps: sessions, and a user's second factor with its used time steps
 * and backup codes. The contract of port.ts holds for every method.
 */
export interface SignInStore {
  /** Web sign-in sessions, found by the digest of their id; the id itself never reaches the store. */
  insertSession(session: SessionRecord): Promise<void>;
  /** The session, expired or not: the caller judges its expiry. */
  findSession(idHash: string): Promise<SessionRecord | undefined>;
  removeSession(idHash: string): Promise<void>;
  /** Deletes every session expired at `now`; returns how many. */
  removeExpiredSessions(now: number): Promise<number>;
  /** How many sessions of a user are live at `now`. */
  countUserSessions(userId: string, now: number): Promise<number>;
  /** Deletes every session of a user but the one kept (null: all of them); returns how many. */
  removeUserSessions(userId: string, keepIdHash: string | null): Promise<number>;

  /**
   * Sets a user's second factor, or removes it (null). The only writer of `totp` besides the two
   * below: `updateUser` keeps it. False for no such user.
   */
  setUserTotp(userId: string, totp: TotpRecord | null): Promise<boolean>;
  /**
   * Accepts a TOTP code's time step once, as one step: true (and the step recorded) only when it is
   * later than the last accepted one, so a code seen by two workers at once signs in once.
   */
  useTotpStep(userId: string, step: number): Promise<boolean>;
  /** Uses a backup code, as one step: true when the digest was the user's, and it is removed. */
  useBackupCode(userId: string, digest: string): Promise<boolean>;
}
