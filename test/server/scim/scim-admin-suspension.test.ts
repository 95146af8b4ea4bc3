import { expect, it } from 'vitest';
import { asAdmin, idOf } from '../admin/admin-users-support.ts';
import { ERROR, PATCH, STORES, scimHarnesses } from './scim-harness.ts';

const active = (value: boolean) => ({
  schemas: [PATCH],
  Operations: [{ op: 'replace', path: 'active', value }],
});
const KEPT =
  'An administrator suspended this user on the server, and only an administrator can restore them: the user stays inactive and nothing was changed.';

const BY_ADMIN =
  'An administrator suspended it here: the directory cannot reactivate it, only Restore on this page.';
const BY_DIRECTORY =
  'The directory deactivated it: it comes back when the person is made active again in the identity provider, or with Restore on this page.';

for (const kind of STORES) {
  kind.describe(`an administrator’s suspension and the directory on ${kind.name}`, () => {
    const open = scimHarnesses(kind.options);

    it('refuses to lift an administrator’s suspension with a clear 400 mutability, and keeps the account suspended', async () => {
      const h = await open();
      const admin = await asAdmin(h);
      const bobId = await idOf(h, 'bob@example.com');
      await admin.get(`/admin/users/${bobId}/suspend`);
      expect((await admin.post(`/admin/users/${bobId}/suspend`)).status).toBe(303);
      const refused = await h.scim('PATCH', `/Users/${bobId}`, active(true));
      expect([refused.status, refused.json]).toEqual([
        400,
        { schemas: [ERROR], status: '400', scimType: 'mutability', detail: KEPT },
      ]);
      expect((await h.store.findUserById(bobId))?.suspended).toBe(true);
      expect((await h.scim('GET', `/Users/${bobId}`)).json?.active).toBe(false);
      expect((await admin.get(`/admin/users/${bobId}`)).html).toContain(`<p class="muted">${BY_ADMIN}</p>`);
      // Once an administrator restores the account the directory has its say again.
      await admin.post(`/admin/users/${bobId}/restore`);
      expect((await h.scim('PATCH', `/Users/${bobId}`, active(false))).status).toBe(200);
      expect((await h.scim('PATCH', `/Users/${bobId}`, active(true))).json?.active).toBe(true);
    });

    it('still lifts its own deactivation, which the admin page tells apart', async () => {
      const h = await open();
      const admin = await asAdmin(h);
      const bobId = await idOf(h, 'bob@example.com');
      expect((await h.scim('PATCH', `/Users/${bobId}`, active(false))).json?.active).toBe(false);
      const page = (await admin.get(`/admin/users/${bobId}`)).html;
      expect(page).toContain(`<p class="muted">${BY_DIRECTORY}</p>`);
      expect(page).not.toContain(BY_ADMIN);
      expect((await h.scim('PATCH', `/Users/${bobId}`, active(true))).json?.active).toBe(true);
      expect(await h.store.findUserById(bobId)).not.toHaveProperty('suspended');
    });
  });
}
