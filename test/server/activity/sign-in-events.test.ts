import { describe, expect, it } from 'vitest';
import { codeAt } from '../two-factor/two-factor-app.ts';
import {
  ALICE,
  ANONYMOUS,
  asUser,
  entriesOf,
  entriesSince,
  extensionSignIn,
  passwordStep,
  secondStep,
  securityHarnesses,
  setUpSecondFactor,
  signOut,
  userOf,
} from './security-flows.ts';

describe.each(securityHarnesses())('sign-ins in the activity log, %s store', (_name, open) => {
  it('records a sign-in with each second factor as the factor used and then the sign-in it completed', async () => {
    const h = await open();
    await h.admin.setPassword(ALICE, 'correct horse battery');
    const first = await passwordStep(h);
    const { secret, codes } = await setUpSecondFactor(h, first);
    await signOut(first);
    const alice = asUser(await userOf(h, ALICE));
    const target = { kind: 'user', id: alice.id };
    const before = (await entriesOf(h)).length;

    h.clock.now += 60_000;
    const withApp = await passwordStep(h);
    expect(await secondStep(withApp, codeAt(secret, h.clock.now))).toBe(303);
    const withBackup = await passwordStep(h);
    expect(await secondStep(withBackup, codes[0] ?? '')).toBe(303);

    const checked = { event: 'sign_in.password_checked', actor: alice, target, outcome: 'success' };
    const used = { event: 'two_factor.used', actor: alice, target, outcome: 'success' };
    expect(await entriesSince(h, before)).toEqual([
      { ...checked, details: { method: 'password' } },
      { ...used, details: { factor: 'totp' } },
      {
        event: 'sign_in',
        actor: alice,
        target,
        outcome: 'success',
        details: { method: 'password', second_factor: 'totp' },
      },
      { ...checked, details: { method: 'password' } },
      { ...used, details: { factor: 'backup_code' } },
      { event: 'backup_code.used', actor: alice, target, outcome: 'success', details: {} },
      {
        event: 'sign_in',
        actor: alice,
        target,
        outcome: 'success',
        details: { method: 'password', second_factor: 'backup_code' },
      },
    ]);
  });

  it('records a refused second step against the account, anonymously, never with the code typed', async () => {
    const h = await open();
    await h.admin.setPassword(ALICE, 'correct horse battery');
    const first = await passwordStep(h);
    const { codes } = await setUpSecondFactor(h, first);
    await signOut(first);
    const before = (await entriesOf(h)).length;

    const browser = await passwordStep(h);
    expect(await secondStep(browser, '314159')).toBe(422);
    expect(await secondStep(browser, 'zzzzz-zzzzz')).toBe(422);
    expect(await secondStep(browser, codes[1] ?? '')).toBe(303);

    const alice = await userOf(h, ALICE);
    const refused = {
      event: 'two_factor.failed',
      actor: ANONYMOUS,
      target: { kind: 'user', id: alice.id },
      outcome: 'failure',
      details: { method: 'password', reason: 'wrong_code' },
    };
    const recorded = await entriesSince(h, before);
    expect(recorded.map((entry) => entry.event)).toEqual([
      'sign_in.password_checked',
      'two_factor.failed',
      'two_factor.failed',
      'two_factor.used',
      'backup_code.used',
      'sign_in',
    ]);
    expect(recorded[1]).toEqual(refused);
    expect(recorded[2]).toEqual(refused);
    const json = JSON.stringify(await entriesOf(h));
    for (const typed of ['314159', 'zzzzz-zzzzz', 'zzzzzzzzzz', codes[1] ?? '-'])
      expect(json).not.toContain(typed);
  });

  it("records the extension's sign-in in the browser with the browser token it made, by name, and a sign-out", async () => {
    const h = await open();
    await h.admin.setPassword(ALICE, 'correct horse battery');
    const browser = await passwordStep(h);
    const before = (await entriesOf(h)).length;
    const { token } = await extensionSignIn(h, browser, 'Firefox on Mac');
    await signOut(browser);

    const alice = asUser(await userOf(h, ALICE));
    const [device] = await h.store.listDeviceTokens(alice.id);
    const target = { kind: 'user', id: alice.id };
    expect(await entriesSince(h, before)).toEqual([
      { event: 'sign_in', actor: alice, target, outcome: 'success', details: { method: 'browser' } },
      {
        event: 'browser_token.created',
        actor: alice,
        target: { kind: 'browser_token', id: device?.id },
        outcome: 'success',
        details: { name: 'Firefox on Mac' },
      },
      { event: 'session.ended', actor: alice, target, outcome: 'success', details: { reason: 'signed_out' } },
    ]);
    expect(JSON.stringify(await entriesOf(h))).not.toContain(token);
  });
});
