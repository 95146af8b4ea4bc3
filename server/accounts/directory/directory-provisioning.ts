import { randomUUID } from 'node:crypto';
import type { UserRecord } from '../../store/records.ts';
import { StoreConflictError } from '../../store/store-conflict.ts';
import { type AccountLog, recordIn, userTarget } from '../account-log.ts';
import { isLastActiveAdmin } from '../last-admin-standing.ts';
import { deactivateAccount, reactivateAccount } from './directory-lifecycle.ts';
import {
  type DirectoryAccount,
  type DirectoryDeps,
  type DirectoryPerson,
  type DirectoryRefusal,
  recordOf,
} from './directory-person.ts';
import { roleFromDirectory, scimGroupsOf } from './directory-roles.ts';
import { suspendedByAdministrator } from './suspension-source.ts';
import { typedEmailKey } from './typed-email-key.ts';

/**
 * Makes an account for a person the directory provisions: no password and no token (they sign in
 * by single sign-on, or set a password by a reset), not an administrator until a group says so.
 * An address already taken is a `conflict`; a person provisioned inactive is deactivated at once.
 */
export async function provisionPerson(
  deps: DirectoryDeps,
  person: DirectoryPerson,
  log?: AccountLog,
): Promise<DirectoryAccount | DirectoryRefusal> {
  const email = typedEmailKey(person.email);
  if (email === null) return 'bad_email';
  if ((await deps.store.findUserByEmail(email)) !== undefined) return 'conflict';
  const made: UserRecord = {
    id: randomUUID(),
    email,
    tokenHash: null,
    passwordHash: null,
    createdAt: deps.now(),
    admin: false,
  };
  try {
    await deps.store.insertUser(made);
  } catch (error) {
    if (error instanceof StoreConflictError) return 'conflict';
    throw error;
  }
  const record = recordOf(made.id, person, deps.now());
  await deps.store.putDirectoryUser(record);
  await recordIn(log, { event: 'user.provisioned', target: userTarget(made), details: { email } });
  const user = person.active ? made : await deactivateAccount(deps, made, log);
  return { user: user === 'last_admin' ? made : user, record };
}

/**
 * Changes an account as the directory now describes the person (a SCIM PUT, or a PATCH applied to
 * what it said before): address, names, active or not, and the role its groups give.
 */
export async function updatePerson(
  deps: DirectoryDeps,
  account: DirectoryAccount,
  person: DirectoryPerson,
  log?: AccountLog,
): Promise<DirectoryAccount | DirectoryRefusal> {
  const email = typedEmailKey(person.email);
  if (email === null) return 'bad_email';
  let user = account.user;
  // Refused before anything changes, so the call changes nothing at all.
  if (!person.active && user.suspended !== true && isLastActiveAdmin(await deps.store.listUsers(), user))
    return 'last_admin';
  if (person.active && user.suspended === true && (await suspendedByAdministrator(deps.store, user.id)))
    return 'suspended_by_admin';
  const fields: string[] = [];
  if (email !== user.email) {
    const holder = await deps.store.findUserByEmail(email);
    if (holder !== undefined && holder.id !== user.id) return 'conflict';
    user = { ...user, email };
    await deps.store.updateUser(user);
    fields.push('email');
  }
  const record = recordOf(user.id, person, deps.now());
  const before = account.record;
  if (before?.externalId !== record.externalId) fields.push('external_id');
  if (before?.givenName !== record.givenName || before?.familyName !== record.familyName) fields.push('name');
  if (before?.displayName !== record.displayName) fields.push('display_name');
  if (fields.some((field) => field !== 'email') || before === null) await deps.store.putDirectoryUser(record);
  if (fields.length > 0)
    await recordIn(log, {
      event: 'user.directory_updated',
      target: userTarget(user),
      details: { email: user.email, fields: fields.join(',') },
    });
  if (!person.active) {
    const deactivated = await deactivateAccount(deps, user, log);
    if (deactivated === 'last_admin') return 'last_admin';
    user = deactivated;
  } else user = await reactivateAccount(deps, user, log);
  user = await roleFromDirectory(deps, user, await scimGroupsOf(deps.store, user.id), 'scim', log);
  return { user, record };
}
