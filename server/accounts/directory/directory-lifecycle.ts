import type { UserRecord } from '../../store/records.ts';
import { type AccountLog, recordIn, userTarget } from '../account-log.ts';
import { removeAccount } from '../account-removal.ts';
import { isLastActiveAdmin } from '../last-admin-standing.ts';
import { handOnLinks } from './directory-leaver.ts';
import { DIRECTORY_AUDIT, type DirectoryDeps, type DirectoryRefusal } from './directory-person.ts';

/**
 * Deactivates an account for the directory: the store's one suspension step ends every session and
 * revokes the API token and every browser token at once (each door reads the user on every request),
 * sign-in is refused from then on, and the live links are handed on as the instance is set to. The
 * only administrator able to sign in is refused (`last_admin`), with a warning in the server log.
 */
export async function deactivateAccount(
  deps: DirectoryDeps,
  user: UserRecord,
  log?: AccountLog,
): Promise<UserRecord | 'last_admin'> {
  if (user.suspended === true) return user;
  if ((await deps.store.setUserSuspended(user.id, true)) === 'last_admin') {
    deps.logger?.info(`directory: ${user.email} stays active, as the only administrator able to sign in`);
    return 'last_admin';
  }
  const left = await handOnLinks(deps, user, log);
  await recordIn(log, {
    event: 'user.deactivated',
    target: userTarget(user),
    details: {
      email: user.email,
      pushes: left.pushes,
      count: left.requests,
      ...(left.to ? { to: left.to } : {}),
    },
  });
  return { ...user, suspended: true };
}

/** Gives a deactivated account its sign-in back; the tokens revoked with the deactivation stay revoked. */
export async function reactivateAccount(
  deps: DirectoryDeps,
  user: UserRecord,
  log?: AccountLog,
): Promise<UserRecord> {
  if (user.suspended !== true) return user;
  await deps.store.setUserSuspended(user.id, false);
  await recordIn(log, {
    event: 'user.reactivated',
    target: userTarget(user),
    details: { email: user.email },
  });
  const { suspended: _suspended, ...active } = user;
  return active;
}

/**
 * Deletes an account for the directory (SCIM DELETE): its live links are handed on as for a
 * deactivation, then the account goes as `removeAccount` removes it, with its sessions, tokens and
 * what the directory said of it. The only administrator able to sign in is refused first.
 */
export async function deleteAccount(
  deps: DirectoryDeps,
  user: UserRecord,
  log?: AccountLog,
): Promise<'done' | DirectoryRefusal> {
  if (isLastActiveAdmin(await deps.store.listUsers(), user)) return 'last_admin';
  const left = await handOnLinks(deps, user, log);
  const actor = { user: null, audit: DIRECTORY_AUDIT };
  const removed = await removeAccount(deps.store, deps.service, user, actor, deps.now);
  if (removed === 'last_admin') return 'last_admin';
  await recordIn(log, {
    event: 'user.deprovisioned',
    target: userTarget(user),
    details: { email: user.email, pushes: left.pushes + removed, count: left.requests },
  });
  return 'done';
}
