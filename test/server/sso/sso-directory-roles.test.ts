import { describe, expect, it } from 'vitest';
import type { DirectorySettings } from '../../../server/accounts/directory/directory-settings.ts';
import { webClient } from '../web-client.ts';
import { visitProvider } from './provider-visit.ts';
import { callbackPath as local, type SsoHarness, ssoHarness, startSignOn as start } from './sso-harness.ts';

const DIRECTORY: DirectorySettings = {
  adminGroups: ['Secret Push Admins', 'c0ffee-42'],
  leaverLinks: 'expire',
};

/** Signs `who` in through the provider with these groups in the ID token (none: no groups claim). */
async function signInWithGroups(h: SsoHarness, who: string, groups?: string[]) {
  const claims = h.provider.accounts.get(who) ?? { email: `${who}@example.com`, email_verified: true };
  const { groups: _old, ...rest } = claims;
  h.provider.accounts.set(who, groups === undefined ? rest : { ...rest, groups });
  const visitor = webClient(h.app);
  const done = await visitor.get(local(await visitProvider(await start(h, visitor), who)));
  expect(done.status).toBe(303);
  return h.store.findUserByEmail(`${who}@example.com`);
}

async function roleEntries(h: SsoHarness) {
  const page = await h.store.searchActivity({ events: ['user.role_from_directory'] }, { limit: 20 });
  return page.map((e) => ({ outcome: e.outcome, actor: e.actor.name, details: e.details }));
}

describe('roles from the directory at single sign-on', () => {
  it("makes a member of an administrators' group an administrator at sign-in, by its name without case or by its id", async () => {
    const h = await ssoHarness({ autoProvision: true }, { directory: DIRECTORY });
    expect(await signInWithGroups(h, 'carol', ['staff', 'secret push admins'])).toMatchObject({
      admin: true,
    });
    expect(await signInWithGroups(h, 'dave', ['c0ffee-42'])).toMatchObject({ admin: true });
    expect(await signInWithGroups(h, 'erin', ['staff'])).toMatchObject({ admin: false });
    expect(await roleEntries(h)).toEqual([
      { outcome: 'success', actor: 'single sign-on', details: { from: 'user', to: 'admin', method: 'sso' } },
      { outcome: 'success', actor: 'single sign-on', details: { from: 'user', to: 'admin', method: 'sso' } },
    ]);
  });

  it('takes the role away at the next sign-in once the person left the group', async () => {
    const h = await ssoHarness({ autoProvision: true }, { directory: DIRECTORY });
    await signInWithGroups(h, 'carol', ['Secret Push Admins']);
    await signInWithGroups(h, 'dave', ['Secret Push Admins']);
    expect(await signInWithGroups(h, 'carol', ['staff'])).toMatchObject({ admin: false });
    expect((await roleEntries(h))[0]).toEqual({
      outcome: 'success',
      actor: 'single sign-on',
      details: { from: 'admin', to: 'user', method: 'sso' },
    });
  });

  it('keeps the only administrator one when the directory would leave none, with a warning and a refused entry', async () => {
    const h = await ssoHarness({ autoProvision: true }, { directory: DIRECTORY });
    await signInWithGroups(h, 'carol', ['Secret Push Admins']);
    expect(await signInWithGroups(h, 'carol', [])).toMatchObject({ admin: true });
    expect(h.logLines.filter((line) => line.startsWith('warning: directory:'))).toEqual([
      "warning: directory: carol@example.com left the administrators' groups but stays an administrator, as the only one able to sign in",
    ]);
    expect((await roleEntries(h))[0]).toEqual({
      outcome: 'failure',
      actor: 'single sign-on',
      details: { from: 'admin', to: 'user', method: 'sso', reason: 'last_admin' },
    });
  });

  it('leaves the role alone when the token has no groups claim, or no administrators’ group is set', async () => {
    const h = await ssoHarness({ autoProvision: true }, { directory: DIRECTORY });
    await signInWithGroups(h, 'carol', ['Secret Push Admins']);
    await signInWithGroups(h, 'dave', ['Secret Push Admins']);
    expect(await signInWithGroups(h, 'carol')).toMatchObject({ admin: true });
    const off = await ssoHarness({ autoProvision: true });
    expect(await signInWithGroups(off, 'carol', ['Secret Push Admins'])).toMatchObject({ admin: false });
    expect(await roleEntries(off)).toEqual([]);
  });
});
