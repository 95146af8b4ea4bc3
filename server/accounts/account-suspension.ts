import type { ActivityRecorder } from '../activity/activity-recorder.ts';
import type { UserRecord } from '../store/records.ts';
import type { AdminGuarded, UserStore } from '../store/user-store.ts';
import { type AdminAct, recordOnUser } from './admin-act.ts';

export interface SuspensionDeps {
  store: UserStore;
  activity: ActivityRecorder;
}

/**
 * Suspends an account: it signs in nowhere, and its API token, browser tokens and sessions are
 * revoked in the store's one step, so every worker refuses them on their next request (each reads
 * the user from the store). The last administrator able to sign in is refused (`last_admin`).
 */
export async function suspendAccount(
  deps: SuspensionDeps,
  user: UserRecord,
  act: AdminAct,
): Promise<AdminGuarded> {
  if (user.suspended === true) return 'done';
  const outcome = await deps.store.setUserSuspended(user.id, true);
  if (outcome === 'done') await recordOnUser(deps.activity, act, 'user.suspended', user);
  return outcome;
}

/** Gives sign-in back to a suspended account; the tokens revoked with the suspension stay revoked. */
export async function restoreAccount(
  deps: SuspensionDeps,
  user: UserRecord,
  act: AdminAct,
): Promise<AdminGuarded> {
  if (user.suspended !== true) return 'done';
  const outcome = await deps.store.setUserSuspended(user.id, false);
  if (outcome === 'done') await recordOnUser(deps.activity, act, 'user.restored', user);
  return outcome;
}
