import { expect, it } from 'vitest';
import { verifyActivity } from '../../../server/store/activity/verify-activity.ts';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { harnessesClosedAfterEach } from '../harness.ts';
import { TEST_KEY } from '../store/fixtures.ts';
import { codeAt } from '../two-factor/two-factor-app.ts';
import {
  ALICE,
  asUser,
  entriesOf,
  extensionSignIn,
  PASSWORD,
  passwordStep,
  secondStep,
  setUpSecondFactor,
  signOut,
  told,
  userOf,
} from './security-flows.ts';

const open = harnessesClosedAfterEach({ users: 'alice' });

describePg('security events in the activity log on PostgreSQL', () => {
  it('records a sign-in with both factors and a browser token made and revoked, in a chain that verifies', async () => {
    const store = await openPostgresStore({
      url: await createTestDatabase('security events'),
      instanceKey: TEST_KEY,
    });
    const h = await open(undefined, { store });
    await h.admin.setPassword(ALICE, PASSWORD);
    const first = await passwordStep(h);
    const { secret } = await setUpSecondFactor(h, first);
    await signOut(first);
    h.clock.now += 60_000;
    const browser = await passwordStep(h);
    expect(await secondStep(browser, codeAt(secret, h.clock.now))).toBe(303);
    const { token } = await extensionSignIn(h, browser, 'Chrome on Linux');
    const alice = asUser(await userOf(h, ALICE));
    const [device] = await h.store.listDeviceTokens(alice.id);
    await browser.get('/users/token');
    expect((await browser.post(`/users/token/browsers/${device?.id}/revoke`)).status).toBe(303);

    const entries = await entriesOf(h);
    const target = { kind: 'user', id: alice.id };
    const browserToken = { kind: 'browser_token', id: device?.id };
    const done = { actor: alice, outcome: 'success' };
    expect(entries.map(told)).toEqual([
      { event: 'sign_in', ...done, target, details: { method: 'password' } },
      { event: 'two_factor.set_up', ...done, target, details: {} },
      { event: 'session.ended', ...done, target, details: { reason: 'signed_out' } },
      { event: 'sign_in.password_checked', ...done, target, details: { method: 'password' } },
      { event: 'two_factor.used', ...done, target, details: { factor: 'totp' } },
      { event: 'sign_in', ...done, target, details: { method: 'password', second_factor: 'totp' } },
      { event: 'sign_in', ...done, target, details: { method: 'browser' } },
      { event: 'browser_token.created', ...done, target: browserToken, details: { name: 'Chrome on Linux' } },
      {
        event: 'browser_token.revoked',
        ...done,
        target: browserToken,
        details: { name: 'Chrome on Linux', reason: 'revoked' },
      },
    ]);
    expect(entries.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(JSON.stringify(entries)).not.toContain(token);
    expect(await verifyActivity(h.store)).toMatchObject({ checked: 9, problem: null });
  });
});
