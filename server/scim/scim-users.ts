import { Hono } from 'hono';
import { deleteAccount } from '../accounts/directory/directory-lifecycle.ts';
import type { DirectoryAccount, DirectoryDeps } from '../accounts/directory/directory-person.ts';
import { personOf } from '../accounts/directory/directory-person.ts';
import { provisionPerson, updatePerson } from '../accounts/directory/directory-provisioning.ts';
import { accountOf, allAccounts, membership, refusal } from './scim-accounts.ts';
import type { ScimDeps, ScimEnv } from './scim-env.ts';
import { parseFilter, type ScimFilter } from './scim-filter.ts';
import { scimBody, scimJson, USER_SCHEMA } from './scim-json.ts';
import { listPage } from './scim-paging.ts';
import { applyPatch, patchOperations } from './scim-patch.ts';
import { listedEmail, personFrom, userResource } from './scim-user-resource.ts';

const FILTERS = ['username', 'externalid', 'id', 'emails.value', 'emails[type eq "work"].value'];
const PATCHABLE = ['userName', 'externalId', 'name', 'displayName', 'emails', 'active'];

const matches = (filter: ScimFilter) => (account: DirectoryAccount) => {
  const { user, record } = account;
  switch (filter.attribute) {
    case 'externalid':
      return record?.externalId === filter.value;
    case 'id':
      return user.id === filter.value;
    default:
      // userName and e-mail addresses compare without case, as the address is kept.
      return user.email === filter.value.trim().toLowerCase();
  }
};

/** SCIM Users (RFC 7644 §3): accounts as the directory provisions, changes and deactivates them. */
export function scimUserRoutes(deps: ScimDeps) {
  const routes = new Hono<ScimEnv>();
  const people: DirectoryDeps = deps;
  const answer = async (base: string, account: DirectoryAccount, status: 200 | 201 = 200) => {
    const groups = (await membership(deps.store)).get(account.user.id) ?? [];
    return { body: userResource(account, base, groups), status };
  };
  return routes
    .get('/', async (c) => {
      const filter = parseFilter(c.req.query('filter'), FILTERS);
      const accounts = await allAccounts(deps.store);
      const of = await membership(deps.store);
      const found = filter === null ? accounts : accounts.filter(matches(filter));
      const base = c.get('scimBase');
      return scimJson(
        c,
        listPage(c, found, (a) => userResource(a, base, of.get(a.user.id) ?? [])),
      );
    })
    .post('/', async (c) => {
      const made = await provisionPerson(people, personFrom(await scimBody(c)), c.get('scimLog'));
      if (typeof made === 'string') throw refusal(made);
      c.header('Location', `${c.get('scimBase')}/Users/${made.user.id}`);
      const { body, status } = await answer(c.get('scimBase'), made, 201);
      return scimJson(c, body, status);
    })
    .get('/:id', async (c) => {
      const { body } = await answer(c.get('scimBase'), await accountOf(deps.store, c.req.param('id')));
      return scimJson(c, body);
    })
    .put('/:id', async (c) => {
      const account = await accountOf(deps.store, c.req.param('id'));
      const changed = await updatePerson(people, account, personFrom(await scimBody(c)), c.get('scimLog'));
      if (typeof changed === 'string') throw refusal(changed);
      return scimJson(c, (await answer(c.get('scimBase'), changed)).body);
    })
    .patch('/:id', async (c) => {
      const account = await accountOf(deps.store, c.req.param('id'));
      const operations = patchOperations(await scimBody(c));
      const before = { ...personResource(account), schemas: [USER_SCHEMA] };
      const patched = applyPatch(before, operations, USER_SCHEMA, PATCHABLE);
      // A changed work e-mail under an unchanged userName is a new address (Entra ID maps `mail` there).
      const work = listedEmail(patched.emails);
      if (patched.userName === before.userName && work !== null && work.toLowerCase() !== before.userName)
        patched.userName = work;
      const changed = await updatePerson(people, account, personFrom(patched), c.get('scimLog'));
      if (typeof changed === 'string') throw refusal(changed);
      return scimJson(c, (await answer(c.get('scimBase'), changed)).body);
    })
    .delete('/:id', async (c) => {
      const account = await accountOf(deps.store, c.req.param('id'));
      const outcome = await deleteAccount(people, account.user, c.get('scimLog'));
      if (outcome !== 'done') throw refusal(outcome);
      return c.body(null, 204);
    });
}

/** What a PATCH starts from: the person as the directory last described them. */
function personResource(account: DirectoryAccount) {
  const person = personOf(account);
  return {
    userName: person.email,
    externalId: person.externalId,
    name: { givenName: person.givenName, familyName: person.familyName },
    displayName: person.displayName,
    emails: [{ value: person.email, type: 'work', primary: true }],
    active: person.active,
  };
}
