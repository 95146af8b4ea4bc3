import { describe, expect, it } from 'vitest';
import { harnessesClosedAfterEach } from '../harness.ts';
import { webClient } from '../web-client.ts';
import { asAdmin, signIn } from './admin-users-support.ts';

const open = harnessesClosedAfterEach();

const scimCall = (h: Awaited<ReturnType<typeof open>>, secret: string) =>
  h.app.request('http://push.test/scim/v2/Users', { headers: { authorization: `Bearer ${secret}` } });

describe('the provisioning page', () => {
  it('makes a secret, shows it once, and the secret signs SCIM calls until it is revoked', async () => {
    const h = await open(undefined, {
      accounts: {
        directory: { adminGroups: ['Secret Push Admins'], leaverLinks: { handTo: 'alice@example.com' } },
      },
    });
    const admin = await asAdmin(h);
    const page = await admin.get('/admin/scim');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<code id="scim-endpoint">http://push.test/scim/v2</code>');
    expect(page.html).toContain('<code>Secret Push Admins</code>');
    expect(page.html).toContain('Their active pushes and open requests go to alice@example.com.');
    expect(page.html).toContain('No secret has been made yet.');
    expect((await admin.get('/admin')).html).toContain('<a href="/admin/scim">Provisioning</a>');

    const made = await admin.post('/admin/scim/secrets', { name: 'Entra ID' });
    expect([made.status, made.headers.get('location')]).toEqual([303, '/admin/scim/secrets/new']);
    const shown = await admin.get('/admin/scim/secrets/new');
    const secret =
      /<pre class="secret token" id="scim-secret">(scim_[\w-]+)<\/pre>/.exec(shown.html)?.[1] ?? '';
    expect(secret).toMatch(/^scim_[\w-]{32}$/);
    expect((await admin.get('/admin/scim/secrets/new')).html).toContain(
      'The secret was shown once and is not kept.',
    );
    const [kept] = await h.store.listScimSecrets();
    expect(kept).toMatchObject({ name: 'Entra ID', createdBy: 'alice@example.com', revokedAt: null });
    expect(JSON.stringify(kept)).not.toContain(secret.slice(5));
    expect((await scimCall(h, secret)).status).toBe(200);

    const listed = await admin.get('/admin/scim');
    expect(listed.html).toContain('<td>Entra ID</td>');
    const revoked = await admin.post(`/admin/scim/secrets/${kept?.id}/revoke`);
    expect(revoked.headers.get('location')).toBe('/admin/scim?done=revoked');
    expect((await admin.get('/admin/scim?done=revoked')).html).toContain(
      'The secret was revoked: calls signed with it are refused from now on.',
    );
    expect((await scimCall(h, secret)).status).toBe(401);
    const events = (
      await h.store.searchActivity({ events: ['scim_secret.created', 'scim_secret.revoked'] }, { limit: 5 })
    ).map((e) => [e.event, e.actor.name, e.details]);
    expect(events).toEqual([
      ['scim_secret.revoked', 'alice@example.com', { name: 'Entra ID' }],
      ['scim_secret.created', 'alice@example.com', { name: 'Entra ID' }],
    ]);
  });

  it('asks for a name, and is for administrators only', async () => {
    const h = await open();
    const admin = await asAdmin(h);
    await admin.get('/admin/scim');
    const refused = await admin.post('/admin/scim/secrets', { name: '  ' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('Give the secret a name.');
    expect(await h.store.listScimSecrets()).toEqual([]);
    const bob = await signIn(h, 'bob@example.com');
    expect((await bob.get('/admin/scim')).status).toBe(403);
    expect((await webClient(h.app).get('/admin/scim')).status).toBe(303);
  });
});
