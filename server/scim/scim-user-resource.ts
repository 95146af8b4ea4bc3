import type { DirectoryAccount, DirectoryPerson } from '../accounts/directory/directory-person.ts';
import { typedEmailKey } from '../accounts/directory/typed-email-key.ts';
import { objectOf, ScimError, USER_SCHEMA } from './scim-json.ts';

/** The groups a user is a member of, as the user resource lists them (read only). */
export type MemberOf = { value: string; display: string }[];

const iso = (ms: number) => new Date(ms).toISOString();

/** An account as a SCIM User resource (RFC 7643 §4.1): `userName` is the address it signs in with. */
export function userResource(account: DirectoryAccount, base: string, groups: MemberOf = []) {
  const { user, record } = account;
  const name = {
    ...(record?.givenName ? { givenName: record.givenName } : {}),
    ...(record?.familyName ? { familyName: record.familyName } : {}),
  };
  const formatted = [record?.givenName, record?.familyName].filter(Boolean).join(' ');
  return {
    schemas: [USER_SCHEMA],
    id: user.id,
    ...(record?.externalId ? { externalId: record.externalId } : {}),
    userName: user.email,
    ...(formatted === '' ? {} : { name: { ...name, formatted } }),
    ...(record?.displayName ? { displayName: record.displayName } : {}),
    emails: [{ value: user.email, type: 'work', primary: true }],
    active: user.suspended !== true,
    groups: groups.map((group) => ({ ...group, $ref: `${base}/Groups/${group.value}` })),
    meta: {
      resourceType: 'User',
      created: iso(user.createdAt),
      lastModified: iso(Math.max(user.createdAt, record?.updatedAt ?? 0)),
      location: `${base}/Users/${user.id}`,
    },
  };
}

/** `true`, or Entra ID's `"True"`/`"False"` strings; anything else is a 400 `invalidValue`. */
export function booleanOf(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw new ScimError(400, `${attribute} must be true or false.`, 'invalidValue');
}

function textOf(value: unknown, attribute: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new ScimError(400, `${attribute} must be a string.`, 'invalidValue');
  return value.trim().slice(0, 200) || null;
}

/** The work (or primary, or first) address of an `emails` list. */
export function listedEmail(emails: unknown): string | null {
  if (!Array.isArray(emails)) return null;
  const entries = emails.flatMap((entry): Record<string, unknown>[] => {
    const object = objectOf(entry);
    return object === null ? [] : [object];
  });
  const pick =
    entries.find((e) => e.type === 'work') ?? entries.find((e) => e.primary === true) ?? entries[0];
  return typeof pick?.value === 'string' ? pick.value : null;
}

/**
 * The person a User resource describes (a POST, a PUT, or a PATCH applied to the resource). The
 * address is `userName` when it is one (Okta's and Entra ID's usual mapping), else the work e-mail.
 */
export function personFrom(body: unknown): DirectoryPerson {
  const resource = objectOf(body);
  if (resource === null) throw new ScimError(400, 'A User resource must be a JSON object.', 'invalidSyntax');
  const userName = textOf(resource.userName, 'userName');
  if (userName === null) throw new ScimError(400, 'userName is required.', 'invalidValue');
  const email = typedEmailKey(userName) ?? typedEmailKey(listedEmail(resource.emails) ?? '');
  if (email === null)
    throw new ScimError(400, 'userName (or a work e-mail) must be an e-mail address.', 'invalidValue');
  const name = resource.name === undefined || resource.name === null ? {} : objectOf(resource.name);
  if (name === null) throw new ScimError(400, 'name must be an object.', 'invalidValue');
  return {
    email,
    externalId: textOf(resource.externalId, 'externalId'),
    givenName: textOf(name.givenName, 'name.givenName'),
    familyName: textOf(name.familyName, 'name.familyName'),
    displayName: textOf(resource.displayName, 'displayName'),
    active: resource.active === undefined ? true : booleanOf(resource.active, 'active'),
  };
}
