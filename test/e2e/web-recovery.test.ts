import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { userCli } from '../support/server-process.ts';
import type { ReceivedMail } from '../support/smtp-test-server.ts';
import { phone } from './pages-browser.ts';
import { setPassword } from './pages-server.ts';
import {
  EMAIL,
  mailedLink,
  PASSWORD,
  recoveryFixture,
  recoveryShots,
  signIn,
} from './web-recovery-fixture.ts';
import { appCode, passwordStep, setUpOnPage, signOutOnPage } from './web-two-factor-browser.ts';

const availability = browserTests('the account e-mail browser tests');
const NEW_PASSWORD = 'a brand new passphrase';
const ADMIN = 'ines@example.com';

/** A received mail's HTML, as a mail reader on a phone shows it: recovery-<name>-* screenshots. */
async function mailShots(browser: Browser, mail: ReceivedMail, name: string) {
  const view = await (await phone(browser)).newPage();
  await view.setContent(String(mail.parsed.html));
  await recoveryShots(view, name);
  await view.context().close();
}

describe.skipIf(!availability.run)(`account e-mail in a real browser ${availability.reason}`, () => {
  const f = recoveryFixture();

  it('resets a password by the link read from the received mail, then signs in with it', async () => {
    const page = await (await phone(f.browser)).newPage();
    await page.goto(`${f.server.url}/users/password/new`);
    await page.getByLabel('E-mail').fill(EMAIL);
    await recoveryShots(page, 'reset-request');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toContain(
      `If ${EMAIL} has an account here`,
    );
    await recoveryShots(page, 'reset-sent');

    const link = await mailedLink(f, 1);
    const mailView = await (await phone(f.browser)).newPage();
    await mailView.setContent(String((await f.smtp.nthMail(1)).parsed.html));
    await recoveryShots(mailView, 'mail-reset');
    await mailView.context().close();
    expect(link.startsWith(`${f.server.url}/users/password/edit/`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('New password again').fill(`${NEW_PASSWORD}?`);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.locator('#password_again-error').textContent()).resolves.toBe(
      'The two passwords are not the same.',
    );
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('New password again').fill(NEW_PASSWORD);
    await recoveryShots(page, 'reset-new-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    expect(new URL(page.url()).pathname).toBe('/users/password/done');
    await recoveryShots(page, 'reset-done');
    const notice = await f.smtp.nthMail(2, 15_000);
    expect(notice.parsed.subject).toBe('Your password was changed');

    await page.goto(link);
    await expect(page.locator('h1').textContent()).resolves.toBe('This link is not valid');
    await recoveryShots(page, 'reset-link-gone');

    await signIn(page, f.server.url, EMAIL, PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/users/sign_in');
    await signIn(page, f.server.url, EMAIL, NEW_PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('signs a new person up by the mailed link, and changes their address by another', async () => {
    const page = await (await phone(f.browser)).newPage();
    await page.goto(`${f.server.url}/users/sign_up`);
    await page.getByLabel('E-mail').fill('new.person@example.com');
    await recoveryShots(page, 'sign-up');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await recoveryShots(page, 'sign-up-sent');
    await page.goto(await mailedLink(f, 3));
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Password again').fill(NEW_PASSWORD);
    await recoveryShots(page, 'sign-up-password');
    await page.getByRole('button', { name: 'Create my account' }).click();
    expect(new URL(page.url()).pathname).toBe('/users/sign_up/done');
    await recoveryShots(page, 'sign-up-done');

    await page.goto(`${f.server.url}/users/account/email`);
    expect(new URL(page.url()).pathname).toBe('/users/sign_in');
    await signIn(page, f.server.url, 'new.person@example.com', NEW_PASSWORD);
    await page.goto(`${f.server.url}/users/account/email`);
    await page.getByLabel('New e-mail address').fill('renamed@example.com');
    await page.getByLabel('Current password').fill(NEW_PASSWORD);
    await recoveryShots(page, 'email-change');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await recoveryShots(page, 'email-change-sent');
    const mail = await f.smtp.nthMail(4, 15_000);
    expect(mail.envelopeTo).toEqual(['renamed@example.com']);
    await page.goto(await mailedLink(f, 4));
    await recoveryShots(page, 'email-confirm');
    await page.getByRole('button', { name: 'Change the address' }).click();
    await expect(page.locator('h1').textContent()).resolves.toBe('Your e-mail address is changed');
    await recoveryShots(page, 'email-changed');
    const notice = await f.smtp.nthMail(5, 15_000);
    expect(notice.envelopeTo).toEqual(['new.person@example.com']);
    expect(notice.parsed.subject).toBe('Your e-mail address was changed');
    await page.context().close();
  });

  it('mails an invitation naming who invited and the instance, and tells the owner of wrong two-factor codes', async () => {
    expect(userCli(f.server.dataDir, ['add', ADMIN, '--admin']).status).toBe(0);
    expect(setPassword(f.server.dataDir, ADMIN, PASSWORD).status).toBe(0);
    const site = new URL(f.server.url).host;
    const page = await (await phone(f.browser)).newPage();
    await passwordStep(page, f.server.url, ADMIN, PASSWORD);
    await page.goto(`${f.server.url}/admin`);
    await expect(page.locator('.facts-table').textContent()).resolves.toContain(
      `Sent; its links go to ${f.server.url}`,
    );
    await recoveryShots(page, 'admin-mail');
    let mails = f.smtp.received.length;
    await page.getByLabel('E-mail address').fill('dora@example.com');
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await page.waitForURL('**/admin/invitations/new');
    const invitation = await f.smtp.nthMail(++mails, 15_000);
    expect(invitation.envelopeTo).toEqual(['dora@example.com']);
    expect(invitation.parsed.subject).toBe(`${ADMIN} invited you to Secret Push on ${site}`);
    expect(invitation.parsed.text).toContain(
      `${ADMIN} invited you to make an account dora@example.com on ${site}`,
    );
    await mailShots(f.browser, invitation, 'mail-invitation');

    await page.goto(`${f.server.url}/users/account`);
    await page.getByRole('link', { name: 'Set up two-factor authentication' }).click();
    const { secret } = await setUpOnPage(page, PASSWORD);
    await f.smtp.nthMail(++mails, 15_000);
    await page.goto(`${f.server.url}/users/account`);
    await signOutOnPage(page);
    await passwordStep(page, f.server.url, ADMIN, PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/users/two_factor');
    const wrong = [-1, 0, 1].some((step) => appCode(secret, step) === '000000') ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      await page.getByLabel('Code').fill(wrong);
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toContain('That code is not right');
    }
    const notice = await f.smtp.nthMail(++mails, 15_000);
    expect(notice.envelopeTo).toEqual([ADMIN]);
    expect(notice.parsed.subject).toBe('Wrong two-factor codes were entered for your account');
    expect(notice.parsed.text).toContain(`${f.server.url}/users/password/new`);
    await mailShots(f.browser, notice, 'mail-wrong-codes');
    await page.context().close();
  });
});

describe.skipIf(!availability.run)(`account e-mail pages without SMTP ${availability.reason}`, () => {
  const f = recoveryFixture(false);

  it('say what an administrator can do instead, and every other page works', async () => {
    const page = await (await phone(f.browser)).newPage();
    const reset = await page.goto(`${f.server.url}/users/password/new`);
    expect(reset?.status()).toBe(503);
    await expect(page.locator('code').textContent()).resolves.toBe('secret-push user password');
    await recoveryShots(page, 'reset-no-mail');
    expect((await page.goto(`${f.server.url}/users/sign_up`))?.status()).toBe(503);
    await recoveryShots(page, 'sign-up-no-mail');
    await signIn(page, f.server.url, EMAIL, PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await page.goto(`${f.server.url}/users/account/email`))?.status()).toBe(503);
    await recoveryShots(page, 'email-change-no-mail');
    expect((await page.goto(`${f.server.url}/users/account`))?.status()).toBe(200);
    await page.context().close();
  });
});
