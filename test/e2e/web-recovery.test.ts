import { describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { phone } from './pages-browser.ts';
import {
  EMAIL,
  mailedLink,
  PASSWORD,
  recoveryFixture,
  recoveryShots,
  signIn,
} from './web-recovery-fixture.ts';

const availability = browserTests('the account e-mail browser tests');
const NEW_PASSWORD = 'a brand new passphrase';

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
