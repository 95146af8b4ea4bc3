import { describe, expect, it } from 'vitest';
import { webClient } from '../web-client.ts';
import {
  ALICE,
  ANONYMOUS,
  asUser,
  entriesOf,
  entriesSince,
  extensionSignIn,
  extensionSignOut,
  linkIn,
  mailed,
  newApiToken,
  PASSWORD,
  passwordStep,
  securityHarnesses,
  userOf,
} from './security-flows.ts';

const NEW_PASSWORD = 'a new and longer passphrase';

describe.each(securityHarnesses())('account changes in the activity log, %s store', (_name, open) => {
  it('records a changed password and the other sessions ended, by the user', async () => {
    const h = await open();
    await h.admin.setPassword(ALICE, PASSWORD);
    await passwordStep(h);
    const browser = await passwordStep(h);
    const before = (await entriesOf(h)).length;
    await browser.get('/users/account');
    expect((await browser.post('/users/account/sessions')).status).toBe(303);
    const changed = await browser.post('/users/account/password', {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_again: NEW_PASSWORD,
    });
    expect(changed.status).toBe(303);

    const alice = asUser(await userOf(h, ALICE));
    const target = { kind: 'user', id: alice.id };
    expect(await entriesSince(h, before)).toEqual([
      {
        event: 'session.ended',
        actor: alice,
        target,
        outcome: 'success',
        details: { reason: 'other_sessions', sessions: 1 },
      },
      { event: 'password.changed', actor: alice, target, outcome: 'success', details: {} },
    ]);
  });

  it('records a reset asked for, against the account only when there is one, and the reset link used, never the address typed', async () => {
    const h = await open();
    const visitor = webClient(h.app);
    await visitor.get('/users/password/new');
    await visitor.post('/users/password/new', { email: 'nobody-here@example.com' });
    // Recorded after the answer, as the mail is sent: waited for, so the two asks keep their order.
    await expect.poll(async () => (await entriesOf(h)).length).toBe(1);
    await visitor.get('/users/password/new');
    await visitor.post('/users/password/new', { email: 'ALICE@example.com' });
    const link = linkIn(await mailed(h, 1));
    await visitor.get(link);
    const used = await visitor.post(link, { password: NEW_PASSWORD, password_again: NEW_PASSWORD });
    expect(used.status).toBe(303);

    const alice = await userOf(h, ALICE);
    const target = { kind: 'user', id: alice.id };
    const entries = await entriesSince(h, 0);
    expect(entries).toEqual([
      { event: 'password.reset_asked', actor: ANONYMOUS, target: null, outcome: 'success', details: {} },
      { event: 'password.reset_asked', actor: ANONYMOUS, target, outcome: 'success', details: {} },
      { event: 'password.reset', actor: ANONYMOUS, target, outcome: 'success', details: { sessions: 0 } },
    ]);
    expect(JSON.stringify(entries)).not.toContain('nobody-here');
    expect(JSON.stringify(entries)).not.toContain(link.split('/').pop());
  });

  it('records a confirmed e-mail change by the user under the new address, with no address in its details', async () => {
    const h = await open();
    await h.admin.setPassword(ALICE, PASSWORD);
    const browser = await passwordStep(h);
    const before = (await entriesOf(h)).length;
    await browser.get('/users/account/email');
    await browser.post('/users/account/email', {
      new_email: 'alice.new@example.com',
      current_password: PASSWORD,
    });
    const link = linkIn(await mailed(h, 1));
    await browser.get(link);
    expect((await browser.post(link)).status).toBe(200);

    const alice = await userOf(h, 'alice.new@example.com');
    expect(await entriesSince(h, before)).toEqual([
      {
        event: 'email.changed',
        actor: asUser(alice),
        target: { kind: 'user', id: alice.id },
        outcome: 'success',
        details: {},
      },
    ]);
  });

  it('records API tokens made and replaced, and browser tokens revoked on the token page or signed out, by name', async () => {
    const h = await open({ users: 'none' });
    await h.admin.add(ALICE);
    await h.admin.setPassword(ALICE, PASSWORD);
    const browser = await passwordStep(h);
    const before = (await entriesOf(h)).length;
    await newApiToken(browser);
    await extensionSignIn(h, browser, 'Chrome on Linux');
    const { token: firefox } = await extensionSignIn(h, browser, 'Firefox on Mac');
    const alice = asUser(await userOf(h, ALICE));
    const [chrome, ff] = (await h.store.listDeviceTokens(alice.id)).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    await browser.get('/users/token');
    expect((await browser.post(`/users/token/browsers/${chrome?.id}/revoke`)).status).toBe(303);
    expect(await extensionSignOut(h, firefox)).toBe(204);

    const apiToken = { kind: 'api_token', id: alice.id };
    const recorded = (await entriesSince(h, before)).filter((entry) => entry.event !== 'sign_in');
    expect(recorded).toEqual([
      {
        event: 'api_token.revoked',
        actor: alice,
        target: apiToken,
        outcome: 'success',
        details: { reason: 'replaced' },
      },
      { event: 'api_token.created', actor: alice, target: apiToken, outcome: 'success', details: {} },
      {
        event: 'browser_token.created',
        actor: alice,
        target: { kind: 'browser_token', id: chrome?.id },
        outcome: 'success',
        details: { name: 'Chrome on Linux' },
      },
      {
        event: 'browser_token.created',
        actor: alice,
        target: { kind: 'browser_token', id: ff?.id },
        outcome: 'success',
        details: { name: 'Firefox on Mac' },
      },
      {
        event: 'browser_token.revoked',
        actor: alice,
        target: { kind: 'browser_token', id: chrome?.id },
        outcome: 'success',
        details: { name: 'Chrome on Linux', reason: 'revoked' },
      },
      {
        event: 'browser_token.revoked',
        actor: { kind: 'browser_token', id: ff?.id, name: 'Firefox on Mac' },
        target: { kind: 'browser_token', id: ff?.id },
        outcome: 'success',
        details: { name: 'Firefox on Mac', reason: 'signed_out' },
      },
    ]);
  });
});
