import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../server/i18n/translator.ts';
import type { webClient } from '../web-client.ts';
import {
  codeAt,
  EMAIL,
  passwordSignIn,
  setUpSecondFactor,
  signOut,
  type TwoFactorApp,
  twoFactorApp,
} from './two-factor-app.ts';

const SUBJECT = 'Wrong two-factor codes were entered for your account';

/** Alice with a second factor and mail on, signed out again, the set-up's own notice already sent. */
async function withSecondFactor() {
  const t = await twoFactorApp({}, { mail: true });
  const { browser } = await passwordSignIn(t);
  const { secret } = await setUpSecondFactor(t, browser);
  await signOut(browser);
  await expect.poll(() => t.sent.length).toBe(1);
  t.clock.now += 30_000;
  return { t, secret };
}

/** Types `count` wrong codes at the second step, each refused. */
async function wrongCodes(browser: ReturnType<typeof webClient>, count: number) {
  for (let i = 0; i < count; i++) {
    await browser.get('/users/two_factor');
    expect((await browser.post('/users/two_factor', { code: '000000' })).status).toBe(422);
  }
}

/** The kinds of mail queued for alice, oldest first. */
const kinds = async (t: TwoFactorApp) =>
  (await t.store.listUserDeliveries((await t.user()).id, 50)).map((d) => d.kind).reverse();

describe('wrong codes at the second step', () => {
  it('tell the owner by mail at the third in a row, once, with what to do', async () => {
    const { t } = await withSecondFactor();
    const { browser } = await passwordSignIn(t);
    await wrongCodes(browser, 3);
    await expect.poll(() => kinds(t)).toEqual(['notice-second-factor-on', 'notice-second-factor-failures']);
    await expect.poll(() => t.sent.filter((m) => m.subject === SUBJECT).length).toBe(1);
    const mail = t.sent.find((m) => m.subject === SUBJECT);
    expect(mail?.to).toBe(EMAIL);
    expect(mail?.text).toBe(
      [
        `Several wrong two-factor codes were entered for your account ${EMAIL} on push.test, the last on Jan 1, 2026, 12:00 AM UTC, after its password was entered correctly.`,
        'If this was not you, someone else may know your password: reset it now and tell your administrator.',
        'Reset your password\nhttp://push.test/users/password/new\n',
      ].join('\n\n'),
    );

    // Two more (the step's limit of 5) and an hour's quiet later three more: one notice each time.
    await wrongCodes(browser, 2);
    t.clock.now += 60 * 60_000;
    const again = await passwordSignIn(t);
    await wrongCodes(again.browser, 3);
    await expect
      .poll(() => kinds(t))
      .toEqual(['notice-second-factor-on', 'notice-second-factor-failures', 'notice-second-factor-failures']);
  });

  it('start counting again after a right code', async () => {
    const { t, secret } = await withSecondFactor();
    const first = await passwordSignIn(t);
    await wrongCodes(first.browser, 2);
    await first.browser.get('/users/two_factor');
    const right = await first.browser.post('/users/two_factor', { code: codeAt(secret, t.clock.now) });
    expect(right.status).toBe(303);
    await signOut(first.browser);
    const second = await passwordSignIn(t);
    await wrongCodes(second.browser, 2);
    // A third in a row tells: so the two before it were counted anew, not on top of the first two.
    expect(await kinds(t)).toEqual(['notice-second-factor-on']);
    await wrongCodes(second.browser, 1);
    await expect.poll(() => kinds(t)).toEqual(['notice-second-factor-on', 'notice-second-factor-failures']);
  });

  it("are listed among the owner's deliveries in the page's words", async () => {
    const { t, secret } = await withSecondFactor();
    const { browser } = await passwordSignIn(t);
    await wrongCodes(browser, 3);
    await expect.poll(() => kinds(t)).toContain('notice-second-factor-failures');
    await browser.get('/users/two_factor');
    expect((await browser.post('/users/two_factor', { code: codeAt(secret, t.clock.now) })).status).toBe(303);
    const page = await browser.get('/users/notifications');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<td data-label="What">Notice of wrong two-factor codes</td>');
    expect(page.html).not.toContain('notice-second-factor-failures');
  });

  it("speak the owner's own language", async () => {
    const { t } = await withSecondFactor();
    await t.store.setUserLanguage((await t.user()).id, 'de');
    const { browser } = await passwordSignIn(t);
    await wrongCodes(browser, 3);
    const german = translatorFor('de').t('mail.noticeSecondFactorFailuresSubject');
    expect(german).not.toBe(SUBJECT);
    await expect.poll(() => t.sent.map((m) => m.subject)).toContain(german);
  });
});
