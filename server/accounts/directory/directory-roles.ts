import type { Logger } from '../../log/log.ts';
import type { ActivityActor } from '../../store/activity-store.ts';
import type { DirectoryStore } from '../../store/directory-store.ts';
import type { UserRecord } from '../../store/records.ts';
import type { UserStore } from '../../store/user-store.ts';
import { type AccountLog, recordIn, userTarget } from '../account-log.ts';
import type { DirectorySettings } from './directory-settings.ts';

export interface DirectoryRoleDeps {
  store: UserStore;
  directory: DirectorySettings;
  logger?: Logger;
}

/** The actor of a role an ID token's groups gave at a sign-in: the provider, through the server. */
export const SINGLE_SIGN_ON: ActivityActor = { kind: 'server', id: null, name: 'single sign-on' };

/** Where a person's groups were read: the ID token at a sign-in, or the SCIM groups. */
export type RoleSource = 'sso' | 'scim';

const role = (admin: boolean) => (admin ? 'admin' : 'user');

/** Whether any of these groups (names or ids) is one of the administrators' groups; names compare without case. */
export function inAdminGroup(directory: DirectorySettings, groups: readonly string[]): boolean {
  const admins = new Set(directory.adminGroups.map((group) => group.toLowerCase()));
  return groups.some((group) => admins.has(group.toLowerCase()));
}

/**
 * The names and ids of the SCIM groups a user is a member of; null while the directory has sent no
 * group at all, as then it does not speak of roles (they may come from the ID token alone).
 */
export async function scimGroupsOf(store: DirectoryStore, userId: string): Promise<string[] | null> {
  const groups = await store.listDirectoryGroups();
  if (groups.length === 0) return null;
  return groups
    .filter((group) => group.memberIds.includes(userId))
    .flatMap((group) => [
      group.displayName,
      group.id,
      ...(group.externalId === null ? [] : [group.externalId]),
    ]);
}

/**
 * Sets a person's role from their directory groups: an administrator while in one of the
 * administrators' groups, a user once out of them. Nothing changes when no administrators' group
 * is set or the groups are not known (null). The only administrator able to sign in stays one:
 * the store refuses, the server log warns and the activity log records the refusal.
 */
export async function roleFromDirectory(
  deps: DirectoryRoleDeps,
  user: UserRecord,
  groups: readonly string[] | null,
  source: RoleSource,
  log?: AccountLog,
): Promise<UserRecord> {
  if (deps.directory.adminGroups.length === 0 || groups === null) return user;
  const admin = inAdminGroup(deps.directory, groups);
  if (admin === user.admin) return user;
  const outcome = await deps.store.setUserAdmin(user.id, admin);
  if (outcome === 'unknown') return user;
  const details = { from: role(user.admin), to: role(admin), method: source };
  if (outcome === 'last_admin') {
    deps.logger?.info(
      `warning: directory: ${user.email} left the administrators' groups but stays an administrator, as the only one able to sign in`,
    );
    await recordIn(log, {
      event: 'user.role_from_directory',
      target: userTarget(user),
      outcome: 'failure',
      details: { ...details, reason: 'last_admin' },
    });
    return user;
  }
  await recordIn(log, { event: 'user.role_from_directory', target: userTarget(user), details });
  return { ...user, admin };
}
