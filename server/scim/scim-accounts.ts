import type { DirectoryAccount, DirectoryRefusal } from '../accounts/directory/directory-person.ts';
import type { DirectoryStore } from '../store/directory-store.ts';
import type { UserStore } from '../store/user-store.ts';
import { ScimError } from './scim-json.ts';
import type { MemberOf } from './scim-user-resource.ts';

/** Every account with what the directory said of it, oldest first: accounts made before provisioning too, so a provider can match them. */
export async function allAccounts(store: UserStore & DirectoryStore): Promise<DirectoryAccount[]> {
  const records = new Map((await store.listDirectoryUsers()).map((record) => [record.userId, record]));
  return (await store.listUsers()).map((user) => ({ user, record: records.get(user.id) ?? null }));
}

/** The account a resource id names, or a 404. */
export async function accountOf(store: UserStore & DirectoryStore, id: string): Promise<DirectoryAccount> {
  const user = await store.findUserById(id);
  if (user === undefined) throw new ScimError(404, `There is no user ${id.slice(0, 100)}.`);
  return { user, record: (await store.findDirectoryUser(id)) ?? null };
}

/** The groups each user is a member of, by user id. */
export async function membership(store: DirectoryStore): Promise<Map<string, MemberOf>> {
  const of = new Map<string, MemberOf>();
  for (const group of await store.listDirectoryGroups()) {
    for (const id of group.memberIds)
      of.set(id, [...(of.get(id) ?? []), { value: group.id, display: group.displayName }]);
  }
  return of;
}

/** A provisioning use case's refusal as the SCIM error it is. */
export function refusal(outcome: DirectoryRefusal): ScimError {
  switch (outcome) {
    case 'conflict':
      return new ScimError(409, 'Another user has this userName.', 'uniqueness');
    case 'bad_email':
      return new ScimError(400, 'userName must be an e-mail address.', 'invalidValue');
    case 'last_admin':
      return new ScimError(
        400,
        'This user is the only administrator able to sign in and stays active: make another administrator first.',
        'mutability',
      );
    case 'suspended_by_admin':
      return new ScimError(
        400,
        'An administrator suspended this user on the server, and only an administrator can restore them: the user stays inactive and nothing was changed.',
        'mutability',
      );
  }
}
