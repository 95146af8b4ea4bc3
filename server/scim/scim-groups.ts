import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { AccountLog } from '../accounts/account-log.ts';
import { roleFromDirectory, scimGroupsOf } from '../accounts/directory/directory-roles.ts';
import type { DirectoryGroupRecord } from '../store/directory-store.ts';
import type { UserRecord } from '../store/records.ts';
import type { ScimDeps, ScimEnv } from './scim-env.ts';
import { parseFilter } from './scim-filter.ts';
import { groupFrom, groupResource } from './scim-group-resource.ts';
import { GROUP_SCHEMA, ScimError, scimBody, scimJson } from './scim-json.ts';
import { listPage } from './scim-paging.ts';
import { applyPatch, patchOperations } from './scim-patch.ts';

const FILTERS = ['displayname', 'externalid', 'id'];

/**
 * SCIM Groups: kept so roles can follow them. A change of a group's members or name sets the role
 * of everyone it touched from the groups they are now in (`PWP__DIRECTORY__ADMIN_GROUPS`).
 */
export function scimGroupRoutes(deps: ScimDeps) {
  const routes = new Hono<ScimEnv>();
  const usersById = async () => new Map((await deps.store.listUsers()).map((u) => [u.id, u] as const));
  const found = async (id: string) => {
    const group = await deps.store.findDirectoryGroup(id);
    if (group === undefined) throw new ScimError(404, `There is no group ${id.slice(0, 100)}.`);
    return group;
  };
  const nameTaken = async (displayName: string, id: string) =>
    (await deps.store.listDirectoryGroups()).some(
      (g) => g.id !== id && g.displayName.toLowerCase() === displayName.toLowerCase(),
    );
  /** Keeps the group (null: removes it), then sets the role of each member it gained or lost. */
  const save = async (
    before: DirectoryGroupRecord | null,
    after: DirectoryGroupRecord | null,
    log: AccountLog,
  ) => {
    if (after !== null && (await nameTaken(after.displayName, after.id)))
      throw new ScimError(409, 'Another group has this displayName.', 'uniqueness');
    if (after === null && before !== null) await deps.store.removeDirectoryGroup(before.id);
    if (after !== null) await deps.store.putDirectoryGroup(after);
    const touched = new Set([...(before?.memberIds ?? []), ...(after?.memberIds ?? [])]);
    const users = await usersById();
    for (const id of touched) {
      const user = users.get(id);
      if (user !== undefined)
        await roleFromDirectory(deps, user, await scimGroupsOf(deps.store, id), 'scim', log);
    }
    return users;
  };
  const answer = (
    group: DirectoryGroupRecord,
    base: string,
    users: ReadonlyMap<string, UserRecord>,
    members = true,
  ) => groupResource(group, base, users, members);

  return routes
    .get('/', async (c) => {
      const filter = parseFilter(c.req.query('filter'), FILTERS);
      const groups = (await deps.store.listDirectoryGroups()).filter(
        (g) =>
          filter === null ||
          (filter.attribute === 'displayname' &&
            g.displayName.toLowerCase() === filter.value.toLowerCase()) ||
          (filter.attribute === 'externalid' && g.externalId === filter.value) ||
          (filter.attribute === 'id' && g.id === filter.value),
      );
      const members = !/\bmembers\b/i.test(c.req.query('excludedAttributes') ?? '');
      const users = await usersById();
      return scimJson(
        c,
        listPage(c, groups, (g) => answer(g, c.get('scimBase'), users, members)),
      );
    })
    .post('/', async (c) => {
      const given = groupFrom(await scimBody(c), await usersById());
      const at = deps.now();
      const group: DirectoryGroupRecord = { id: randomUUID(), ...given, createdAt: at, updatedAt: at };
      const users = await save(null, group, c.get('scimLog'));
      c.header('Location', `${c.get('scimBase')}/Groups/${group.id}`);
      return scimJson(c, answer(group, c.get('scimBase'), users), 201);
    })
    .get('/:id', async (c) => {
      const members = !/\bmembers\b/i.test(c.req.query('excludedAttributes') ?? '');
      return scimJson(
        c,
        answer(await found(c.req.param('id')), c.get('scimBase'), await usersById(), members),
      );
    })
    .put('/:id', async (c) => {
      const before = await found(c.req.param('id'));
      const given = groupFrom(await scimBody(c), await usersById());
      const after = { ...before, ...given, updatedAt: deps.now() };
      return scimJson(c, answer(after, c.get('scimBase'), await save(before, after, c.get('scimLog'))));
    })
    .patch('/:id', async (c) => {
      const before = await found(c.req.param('id'));
      const base = c.get('scimBase');
      const operations = patchOperations(await scimBody(c));
      const users = await usersById();
      const resource = groupResource(before, base, users);
      const patched = applyPatch(resource, operations, GROUP_SCHEMA, [
        'displayName',
        'externalId',
        'members',
      ]);
      const after = { ...before, ...groupFrom(patched, users), updatedAt: deps.now() };
      return scimJson(c, answer(after, base, await save(before, after, c.get('scimLog'))));
    })
    .delete('/:id', async (c) => {
      await save(await found(c.req.param('id')), null, c.get('scimLog'));
      return c.body(null, 204);
    });
}
