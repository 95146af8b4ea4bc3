import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/crypto/tokens.ts';
import { SessionStore } from '../../../server/web/chrome/session-store.ts';
import type { Harness } from '../harness.ts';
import { webClient } from '../web-client.ts';
import {
  ALICE,
  asUser,
  BOB,
  entriesOf,
  entriesSince,
  PASSWORD,
  passwordStep,
  securityHarnesses,
  userOf,
} from './security-flows.ts';

/** A browser signed in as a new administrator, root. */
async function rootBrowser(h: Harness) {
  await h.admin.add('root@example.com', { admin: true });
  const root = await userOf(h, 'root@example.com');
  const session = await new SessionStore(h.store, () => h.clock.now).create(root.id, '');
  const browser = webClient(h.app);
  browser.cookies.set('sp_session', session.id);
  await browser.get('/admin');
  return { browser, root: asUser(root) };
}

/** Invites an address from the admin page; the invitation link's path. */
async function inviteFrom(browser: ReturnType<typeof webClient>, email: string, admin = false) {
  await browser.get('/admin');
  const made = await browser.post('/admin/invitations', { email, ...(admin ? { admin: 'yes' } : {}) });
  expect(made.status).toBe(303);
  const shown = await browser.get('/admin/invitations/new');
  const link = /id="invitation-link">([^<]+)</.exec(shown.html)?.[1] ?? '';
  return new URL(link).pathname;
}

describe.each(securityHarnesses())('administration in the activity log, %s store', (_name, open) => {
  it('records invitations sent, revoked and accepted, by their digest and never their link', async () => {
    const h = await open();
    const { browser, root } = await rootBrowser(h);
    const before = (await entriesOf(h)).length;
    const dora = await inviteFrom(browser, 'dora@example.com');
    const emil = await inviteFrom(browser, 'emil@example.com', true);
    const emilHash = hashToken(emil.split('/').pop() ?? '');
    await browser.get('/admin');
    expect((await browser.post(`/admin/invitations/${emilHash}/revoke`)).status).toBe(303);
    const invitee = webClient(h.app);
    await invitee.get(dora);
    expect((await invitee.post(dora, { password: PASSWORD, password_again: PASSWORD })).status).toBe(303);

    const doraHash = hashToken(dora.split('/').pop() ?? '');
    const invitation = (hash: string) => ({ kind: 'invitation', id: hash });
    const entries = await entriesSince(h, before);
    expect(entries).toEqual([
      {
        event: 'invitation.sent',
        actor: root,
        target: invitation(doraHash),
        outcome: 'success',
        details: { email: 'dora@example.com', role: 'user' },
      },
      {
        event: 'invitation.sent',
        actor: root,
        target: invitation(emilHash),
        outcome: 'success',
        details: { email: 'emil@example.com', role: 'admin' },
      },
      {
        event: 'invitation.revoked',
        actor: root,
        target: invitation(emilHash),
        outcome: 'success',
        details: { email: 'emil@example.com' },
      },
      {
        event: 'invitation.accepted',
        actor: asUser(await userOf(h, 'dora@example.com')),
        target: invitation(doraHash),
        outcome: 'success',
        details: {},
      },
    ]);
    for (const link of [dora, emil]) expect(JSON.stringify(entries)).not.toContain(link.split('/').pop());
  });

  it('records a role changed with the roles before and after, and nothing for a change refused or made already', async () => {
    const h = await open();
    const { browser, root } = await rootBrowser(h);
    const bob = await userOf(h, BOB);
    const before = (await entriesOf(h)).length;
    await browser.post(`/admin/users/${bob.id}/admin`, { admin: 'yes' });
    await browser.get('/admin');
    await browser.post(`/admin/users/${bob.id}/admin`, { admin: 'yes' });
    await browser.get('/admin');
    await browser.post(`/admin/users/${bob.id}/admin`, { admin: 'no' });

    const changed = {
      event: 'user.role_changed',
      actor: root,
      target: { kind: 'user', id: bob.id },
      outcome: 'success',
    };
    expect(await entriesSince(h, before)).toEqual([
      { ...changed, details: { from: 'user', to: 'admin' } },
      { ...changed, details: { from: 'admin', to: 'user' } },
    ]);
  });

  it('records a user removed by an administrator or by themself, with the counts of what went with them', async () => {
    const h = await open();
    const { browser, root } = await rootBrowser(h);
    const bob = await userOf(h, BOB);
    await h.create({ payload: 'one of bob\u2019s' }, h.bob);
    await h.create({ payload: 'another of bob\u2019s' }, h.bob);
    await h.admin.setPassword(ALICE, PASSWORD);
    const alicesBrowser = await passwordStep(h);
    const alice = await userOf(h, ALICE);
    const before = (await entriesOf(h)).length;
    await browser.get(`/admin/users/${bob.id}/remove`);
    expect((await browser.post(`/admin/users/${bob.id}/remove`)).status).toBe(303);
    await alicesBrowser.get('/users/account');
    expect((await alicesBrowser.post('/users/account/delete', { confirm_email: ALICE })).status).toBe(303);

    const removed = await entriesSince(h, before);
    // The administrator's removal expires the leaver's active pushes first (none handed over).
    expect(removed.filter((entry) => entry.event === 'user.pushes_expired')).toEqual([
      {
        event: 'user.pushes_expired',
        actor: root,
        target: { kind: 'user', id: bob.id },
        outcome: 'success',
        details: { email: BOB, count: 2 },
      },
    ]);
    expect(removed.filter((entry) => entry.event === 'user.removed')).toEqual([
      {
        event: 'user.removed',
        actor: root,
        target: { kind: 'user', id: bob.id },
        outcome: 'success',
        details: { pushes: 0, sessions: 0 },
      },
      {
        event: 'user.removed',
        actor: asUser(alice),
        target: { kind: 'user', id: alice.id },
        outcome: 'success',
        details: { pushes: 0, sessions: 1 },
      },
    ]);
  });
});
