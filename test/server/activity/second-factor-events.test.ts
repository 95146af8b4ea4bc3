import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../../server/web/chrome/session-store.ts';
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
  setUpSecondFactor,
  userOf,
} from './security-flows.ts';

describe.each(securityHarnesses())('second factors in the activity log, %s store', (_name, open) => {
  it('records a second factor set up, its backup codes renewed and it turned off, by the user', async () => {
    const h = await open();
    await h.admin.setPassword(ALICE, PASSWORD);
    const browser = await passwordStep(h);
    const before = (await entriesOf(h)).length;
    await setUpSecondFactor(h, browser);
    await browser.get('/users/two_factor/backup_codes/new');
    expect((await browser.post('/users/two_factor/backup_codes/new', { password: PASSWORD })).status).toBe(
      303,
    );
    await browser.get('/users/two_factor/remove');
    expect((await browser.post('/users/two_factor/remove', { password: PASSWORD })).status).toBe(303);

    const alice = asUser(await userOf(h, ALICE));
    const done = { actor: alice, target: { kind: 'user', id: alice.id }, outcome: 'success' };
    expect(await entriesSince(h, before)).toEqual([
      { event: 'two_factor.set_up', ...done, details: {} },
      { event: 'backup_codes.renewed', ...done, details: { count: 10 } },
      { event: 'two_factor.turned_off', ...done, details: {} },
    ]);
  });

  it("records an administrator turning off someone's second factor as a reset, by the administrator, with the sessions it ended", async () => {
    const h = await open();
    await h.admin.setPassword(BOB, PASSWORD);
    const bobsBrowser = await passwordStep(h, BOB);
    await setUpSecondFactor(h, bobsBrowser);
    await h.admin.add('root@example.com', { admin: true });
    const root = await userOf(h, 'root@example.com');
    const session = await new SessionStore(h.store, () => h.clock.now).create(root.id, '');
    const admin = webClient(h.app);
    admin.cookies.set('sp_session', session.id);
    const bob = await userOf(h, BOB);
    const before = (await entriesOf(h)).length;

    await admin.get(`/admin/users/${bob.id}/two_factor_off`);
    expect((await admin.post(`/admin/users/${bob.id}/two_factor_off`)).status).toBe(303);
    // A second click finds nothing to turn off and records nothing.
    await admin.get('/admin');
    await admin.post(`/admin/users/${bob.id}/two_factor_off`);

    expect(await entriesSince(h, before)).toEqual([
      {
        event: 'two_factor.reset',
        actor: asUser(root),
        target: { kind: 'user', id: bob.id },
        outcome: 'success',
        details: { sessions: 1 },
      },
    ]);
  });
});
