import { expect, it } from 'vitest';
import { idOf } from '../admin/admin-users-support.ts';
import { ERROR, PATCH, STORES, scimHarnesses } from './scim-harness.ts';

const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';

for (const kind of STORES) {
  kind.describe(`SCIM Groups and roles on ${kind.name}`, () => {
    const open = scimHarnesses(kind.options);

    const roles = async (h: Awaited<ReturnType<typeof open>>) =>
      (await h.store.searchActivity({ events: ['user.role_from_directory'] }, { limit: 10 })).map((e) => [
        e.outcome,
        e.actor.name,
        e.details,
      ]);

    it("makes the members of the administrators' group administrators, and answers the group as RFC 7643 shapes it", async () => {
      const h = await open();
      const bobId = await idOf(h, 'bob@example.com');
      const made = await h.scim('POST', '/Groups', {
        schemas: [GROUP],
        displayName: 'Secret Push Admins',
        externalId: 'entra-g-1',
        members: [{ value: bobId }],
      });
      expect(made.status).toBe(201);
      const id = made.json?.id ?? '';
      expect(made.json).toEqual({
        schemas: [GROUP],
        id,
        externalId: 'entra-g-1',
        displayName: 'Secret Push Admins',
        members: [
          { value: bobId, display: 'bob@example.com', $ref: `http://push.test/scim/v2/Users/${bobId}` },
        ],
        meta: {
          resourceType: 'Group',
          created: '2026-01-01T00:00:00.000Z',
          lastModified: '2026-01-01T00:00:00.000Z',
          location: `http://push.test/scim/v2/Groups/${id}`,
        },
      });
      expect(await h.store.findUserById(bobId)).toMatchObject({ admin: true });
      expect((await h.scim('GET', `/Users/${bobId}`)).json?.groups).toEqual([
        { value: id, display: 'Secret Push Admins', $ref: `http://push.test/scim/v2/Groups/${id}` },
      ]);
      expect(await roles(h)).toEqual([
        ['success', 'directory: Entra ID', { from: 'user', to: 'admin', method: 'scim' }],
      ]);
    });

    it("takes the role away when Entra ID removes the member, and at the member's next SCIM call once out of every group", async () => {
      const h = await open();
      await h.admin.setAdmin('alice@example.com', true);
      const bobId = await idOf(h, 'bob@example.com');
      const id =
        (await h.scim('POST', '/Groups', { displayName: 'Secret Push Admins', members: [{ value: bobId }] }))
          .json?.id ?? '';
      const removed = await h.scim('PATCH', `/Groups/${id}`, {
        schemas: [PATCH],
        Operations: [{ op: 'Remove', path: 'members', value: [{ value: bobId }] }],
      });
      expect([removed.status, removed.json?.members]).toEqual([200, []]);
      expect(await h.store.findUserById(bobId)).toMatchObject({ admin: false });
      // Made an administrator by hand meanwhile: the directory's next call on bob sets it back.
      await h.admin.setAdmin('bob@example.com', true);
      await h.scim('PATCH', `/Users/${bobId}`, {
        schemas: [PATCH],
        Operations: [{ op: 'replace', path: 'displayName', value: 'Bob' }],
      });
      expect(await h.store.findUserById(bobId)).toMatchObject({ admin: false });
    });

    it("applies Okta's member removal by a value filter and its rename by a value object", async () => {
      const h = await open();
      await h.admin.setAdmin('alice@example.com', true);
      const bobId = await idOf(h, 'bob@example.com');
      const id =
        (await h.scim('POST', '/Groups', { displayName: 'Staff', members: [{ value: bobId }] })).json?.id ??
        '';
      expect(await h.store.findUserById(bobId)).toMatchObject({ admin: false });
      const renamed = await h.scim('PATCH', `/Groups/${id}`, {
        schemas: [PATCH],
        Operations: [{ op: 'replace', value: { id, displayName: 'Secret Push Admins' } }],
      });
      expect(renamed.json?.displayName).toBe('Secret Push Admins');
      expect(await h.store.findUserById(bobId)).toMatchObject({ admin: true });
      await h.scim('PATCH', `/Groups/${id}`, {
        schemas: [PATCH],
        Operations: [{ op: 'remove', path: `members[value eq "${bobId}"]` }],
      });
      expect(await h.store.findUserById(bobId)).toMatchObject({ admin: false });
    });

    it('keeps the only administrator one when the directory would leave none, with a warning and a refused entry', async () => {
      const h = await open();
      const bobId = await idOf(h, 'bob@example.com');
      const id =
        (await h.scim('POST', '/Groups', { displayName: 'Secret Push Admins', members: [{ value: bobId }] }))
          .json?.id ?? '';
      expect((await h.scim('DELETE', `/Groups/${id}`)).status).toBe(204);
      const staff = await h.scim('POST', '/Groups', { displayName: 'Staff', members: [{ value: bobId }] });
      expect(staff.status).toBe(201);
      expect(await h.store.findUserById(bobId)).toMatchObject({ admin: true });
      expect(h.logLines).toContain(
        "warning: directory: bob@example.com left the administrators' groups but stays an administrator, as the only one able to sign in",
      );
      expect((await roles(h))[0]).toEqual([
        'failure',
        'directory: Entra ID',
        { from: 'admin', to: 'user', method: 'scim', reason: 'last_admin' },
      ]);
    });

    it('finds groups by displayName, leaves members out when asked, and refuses a second group of one name', async () => {
      const h = await open();
      await h.scim('POST', '/Groups', { displayName: 'Staff' });
      const found = await h.scim(
        'GET',
        `/Groups?filter=${encodeURIComponent('displayName eq "staff"')}&excludedAttributes=members`,
      );
      expect(found.json).toMatchObject({ totalResults: 1, Resources: [{ displayName: 'Staff' }] });
      expect(((found.json?.Resources ?? []) as object[])[0]).not.toHaveProperty('members');
      const twice = await h.scim('POST', '/Groups', { displayName: 'STAFF' });
      expect(twice.json).toEqual({
        schemas: [ERROR],
        status: '409',
        scimType: 'uniqueness',
        detail: 'Another group has this displayName.',
      });
      const unknownMember = await h.scim('POST', '/Groups', {
        displayName: 'Ops',
        members: [{ value: 'nobody' }],
      });
      expect([unknownMember.status, unknownMember.json?.scimType]).toEqual([400, 'invalidValue']);
      expect((await h.scim('GET', '/Groups/nothing')).status).toBe(404);
    });
  });
}
