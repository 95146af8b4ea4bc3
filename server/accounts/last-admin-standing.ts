import type { UserRecord } from '../store/records.ts';

/**
 * The only administrator able to sign in: demoting, suspending or removing them would leave the
 * instance with nobody to manage it (a suspended administrator cannot stand in).
 */
export const isLastActiveAdmin = (users: readonly UserRecord[], user: UserRecord): boolean =>
  user.admin && !users.some((other) => other.admin && other.id !== user.id && other.suspended !== true);
