import { expect, it } from 'vitest';
import { revokeScimSecret } from '../../../server/accounts/directory/scim-secrets.ts';
import { ERROR, entraUser, PATCH, STORES, scimHarnesses, USER } from './scim-harness.ts';

const T0_ISO = '2026-01-01T00:00:00.000Z';

for (const kind of STORES) {
  kind.describe(`SCIM Users on ${kind.name}`, () => {
    const open = scimHarnesses(kind.options);

    it("provisions a user from Entra ID's POST, answers it as application/scim+json and reads it back", async () => {
      const h = await open();
      const made = await h.scim('POST', '/Users', entraUser('Carol@Example.com', 'e-1'));
      expect(made.status).toBe(201);
      expect(made.type).toBe('application/scim+json; charset=utf-8');
      const id = made.json?.id ?? '';
      expect(made.headers.get('location')).toBe(`http://push.test/scim/v2/Users/${id}`);
      const resource = {
        schemas: [USER],
        id,
        externalId: 'e-1',
        userName: 'carol@example.com',
        name: { givenName: 'Carol', familyName: 'Example', formatted: 'Carol Example' },
        displayName: 'Carol Example',
        emails: [{ value: 'carol@example.com', type: 'work', primary: true }],
        active: true,
        groups: [],
        meta: {
          resourceType: 'User',
          created: T0_ISO,
          lastModified: T0_ISO,
          location: `http://push.test/scim/v2/Users/${id}`,
        },
      };
      expect(made.json).toEqual(resource);
      expect((await h.scim('GET', `/Users/${id}`)).json).toEqual(resource);
      expect(await h.store.findUserById(id)).toMatchObject({
        admin: false,
        passwordHash: null,
        tokenHash: null,
      });
      const [entry] = await h.store.searchActivity({ events: ['user.provisioned'] }, { limit: 5 });
      expect(entry).toMatchObject({
        actor: { kind: 'server', id: h.secretRecord.id, name: 'directory: Entra ID' },
        target: { kind: 'user', id },
        details: { email: 'carol@example.com' },
      });
    });

    it('refuses a second user with the same userName as 409 uniqueness, in any case', async () => {
      const h = await open();
      const again = await h.scim('POST', '/Users', entraUser('ALICE@example.com'));
      expect(again).toMatchObject({ status: 409, type: 'application/scim+json; charset=utf-8' });
      expect(again.json).toEqual({
        schemas: [ERROR],
        status: '409',
        scimType: 'uniqueness',
        detail: 'Another user has this userName.',
      });
    });

    it('finds accounts by userName, externalId and work e-mail, those made before provisioning too, and pages them', async () => {
      const h = await open();
      await h.scim('POST', '/Users', entraUser('carol@example.com', 'e-1'));
      const byName = await h.scim(
        'GET',
        `/Users?filter=${encodeURIComponent('userName eq "Alice@Example.com"')}`,
      );
      expect(byName.json).toMatchObject({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
        totalResults: 1,
        startIndex: 1,
        itemsPerPage: 1,
        Resources: [{ userName: 'alice@example.com', active: true }],
      });
      const byExternal = await h.scim('GET', `/Users?filter=${encodeURIComponent('externalId eq "e-1"')}`);
      expect(byExternal.json).toMatchObject({
        totalResults: 1,
        Resources: [{ userName: 'carol@example.com' }],
      });
      const byMail = await h.scim(
        'GET',
        `/Users?filter=${encodeURIComponent('emails[type eq "work"].value eq "bob@example.com"')}`,
      );
      expect(byMail.json).toMatchObject({ totalResults: 1, Resources: [{ userName: 'bob@example.com' }] });
      const none = await h.scim(
        'GET',
        `/Users?filter=${encodeURIComponent('userName eq "nobody@example.com"')}`,
      );
      expect(none.json).toMatchObject({ totalResults: 0, itemsPerPage: 0, Resources: [] });
      const page = await h.scim('GET', '/Users?startIndex=2&count=1');
      expect(page.json).toMatchObject({
        totalResults: 3,
        startIndex: 2,
        itemsPerPage: 1,
        Resources: [{ userName: 'bob@example.com' }],
      });
      expect((await h.scim('GET', '/Users?count=0')).json).toMatchObject({ totalResults: 3, Resources: [] });
    });

    it('refuses a filter it cannot run as 400 invalidFilter', async () => {
      const h = await open();
      const refused = await h.scim('GET', `/Users?filter=${encodeURIComponent('userName sw "a"')}`);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ schemas: [ERROR], status: '400', scimType: 'invalidFilter' });
    });

    it('applies Entra ID\'s PATCH: a capitalised Replace, dotted names without a path, a work e-mail path, "False" as a string', async () => {
      const h = await open();
      const id = (await h.scim('POST', '/Users', entraUser('carol@example.com'))).json?.id ?? '';
      const patched = await h.scim('PATCH', `/Users/${id}`, {
        schemas: [PATCH],
        Operations: [
          { op: 'Replace', value: { 'name.givenName': 'Caroline', displayName: 'Caroline Example' } },
          { op: 'Replace', path: 'emails[type eq "work"].value', value: 'caroline@example.com' },
          {
            op: 'Add',
            path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department',
            value: 'Ops',
          },
          { op: 'Replace', path: 'active', value: 'False' },
        ],
      });
      expect(patched.status).toBe(200);
      expect(patched.json).toMatchObject({
        userName: 'caroline@example.com',
        name: { givenName: 'Caroline', familyName: 'Example' },
        displayName: 'Caroline Example',
        active: false,
      });
      expect(await h.store.findUserById(id)).toMatchObject({
        email: 'caroline@example.com',
        suspended: true,
      });
      const events = (await h.store.searchActivity({ userId: id }, { limit: 10 })).map((e) => [
        e.event,
        e.details,
      ]);
      expect(events.slice(0, 2)).toEqual([
        ['user.deactivated', { email: 'caroline@example.com', pushes: 0, count: 0 }],
        ['user.directory_updated', { email: 'caroline@example.com', fields: 'email,name,display_name' }],
      ]);
      const back = await h.scim('PATCH', `/Users/${id}`, {
        schemas: [PATCH],
        Operations: [{ op: 'replace', path: 'active', value: 'True' }],
      });
      expect(back.json).toMatchObject({ active: true });
    });

    it("applies Okta's PUT of the whole user and its replace of a value object", async () => {
      const h = await open();
      const id = (await h.scim('POST', '/Users', entraUser('dave@example.com', 'okta-1'))).json?.id ?? '';
      const put = await h.scim('PUT', `/Users/${id}`, {
        schemas: [USER],
        id,
        userName: 'dave@example.com',
        name: { givenName: 'David', familyName: 'Okta' },
        emails: [{ primary: true, value: 'dave@example.com', type: 'work' }],
        active: true,
        groups: [],
      });
      expect(put.json).toMatchObject({
        name: { givenName: 'David', familyName: 'Okta', formatted: 'David Okta' },
      });
      expect(put.json).not.toHaveProperty('externalId');
      const off = await h.scim('PATCH', `/Users/${id}`, {
        schemas: [PATCH],
        Operations: [{ op: 'replace', value: { active: false } }],
      });
      expect(off.json).toMatchObject({ active: false });
    });

    it('answers 404 for an unknown user, 400 for a body that is no JSON or no address, and 204 for a DELETE after which the user is gone', async () => {
      const h = await open();
      expect((await h.scim('GET', '/Users/nobody')).json).toEqual({
        schemas: [ERROR],
        status: '404',
        detail: 'There is no user nobody.',
      });
      const broken = await h.scim('POST', '/Users', '{"userName": ');
      expect([broken.status, broken.json?.scimType]).toEqual([400, 'invalidSyntax']);
      const notMail = await h.scim('POST', '/Users', { schemas: [USER], userName: 'carol' });
      expect([notMail.status, notMail.json?.scimType]).toEqual([400, 'invalidValue']);
      const badActive = await h.scim('POST', '/Users', {
        ...entraUser('carol@example.com'),
        active: 'maybe',
      });
      expect([badActive.status, badActive.json?.detail]).toEqual([400, 'active must be true or false.']);
      const badPatch = await h.scim('PATCH', `/Users/${await idOf(h, 'bob@example.com')}`, {
        Operations: [{ op: 'move' }],
      });
      expect([badPatch.status, badPatch.json?.scimType]).toEqual([400, 'invalidSyntax']);
      const id = (await h.scim('POST', '/Users', entraUser('carol@example.com'))).json?.id ?? '';
      const gone = await h.scim('DELETE', `/Users/${id}`);
      expect([gone.status, gone.json]).toEqual([204, null]);
      expect((await h.scim('GET', `/Users/${id}`)).status).toBe(404);
      expect(await h.store.findUserByEmail('carol@example.com')).toBeUndefined();
      const [entry] = await h.store.searchActivity({ events: ['user.deprovisioned'] }, { limit: 5 });
      expect(entry?.details).toEqual({ email: 'carol@example.com', pushes: 0, count: 0 });
    });

    it('refuses a missing, wrong or revoked secret with 401, and records each refusal', async () => {
      const h = await open();
      for (const secret of [null, 'scim_wrong']) {
        const refused = await h.scim('GET', '/Users', undefined, secret);
        expect(refused.status).toBe(401);
        expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="scim"');
        expect(refused.json).toEqual({
          schemas: [ERROR],
          status: '401',
          detail: 'The bearer secret is missing, unknown or revoked.',
        });
      }
      await revokeScimSecret(
        { store: h.store, digestKey: h.digestKey, now: () => h.clock.now },
        h.secretRecord.id,
      );
      expect((await h.scim('GET', '/Users')).status).toBe(401);
      const refusals = await h.store.searchActivity({ events: ['scim.refused'] }, { limit: 10 });
      expect(refusals.map((e) => [e.outcome, e.actor.kind, e.details.reason])).toEqual([
        ['failure', 'anonymous', 'bad_secret'],
        ['failure', 'anonymous', 'bad_secret'],
        ['failure', 'anonymous', 'no_secret'],
      ]);
    });
  });
}

const idOf = async (
  h: { store: { findUserByEmail(e: string): Promise<{ id: string } | undefined> } },
  email: string,
) => (await h.store.findUserByEmail(email))?.id ?? '';
