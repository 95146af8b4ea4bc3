import type { DirectoryGroupRecord } from '../store/directory-store.ts';
import type { UserRecord } from '../store/records.ts';
import { GROUP_SCHEMA, objectOf, ScimError } from './scim-json.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** A group as a SCIM Group resource; members no longer there are left out. */
export function groupResource(
  group: DirectoryGroupRecord,
  base: string,
  users: ReadonlyMap<string, UserRecord>,
  withMembers = true,
) {
  const members = group.memberIds.flatMap((id) => {
    const user = users.get(id);
    return user === undefined ? [] : [{ value: id, display: user.email, $ref: `${base}/Users/${id}` }];
  });
  return {
    schemas: [GROUP_SCHEMA],
    id: group.id,
    ...(group.externalId ? { externalId: group.externalId } : {}),
    displayName: group.displayName,
    ...(withMembers ? { members } : {}),
    meta: {
      resourceType: 'Group',
      created: iso(group.createdAt),
      lastModified: iso(group.updatedAt),
      location: `${base}/Groups/${group.id}`,
    },
  };
}

/** What a Group resource says: its name, external id and members' ids (unknown ids are a 400). */
export function groupFrom(
  body: unknown,
  users: ReadonlyMap<string, UserRecord>,
): { displayName: string; externalId: string | null; memberIds: string[] } {
  const resource = objectOf(body);
  if (resource === null) throw new ScimError(400, 'A Group resource must be a JSON object.', 'invalidSyntax');
  const displayName =
    typeof resource.displayName === 'string' ? resource.displayName.trim().slice(0, 200) : '';
  if (displayName === '') throw new ScimError(400, 'displayName is required.', 'invalidValue');
  const externalId =
    typeof resource.externalId === 'string' && resource.externalId !== ''
      ? resource.externalId.slice(0, 200)
      : null;
  const members = resource.members ?? [];
  if (!Array.isArray(members)) throw new ScimError(400, 'members must be a list.', 'invalidValue');
  const memberIds = [...new Set(members.map((m) => String(objectOf(m)?.value ?? '')))];
  const unknown = memberIds.find((id) => !users.has(id));
  if (unknown !== undefined)
    throw new ScimError(400, `There is no user ${unknown.slice(0, 100)}.`, 'invalidValue');
  return { displayName, externalId, memberIds };
}
