import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { setupLinkOf, startServer, tempDataDir } from '../support/server-process.ts';
import { launchChromium } from './pages-browser.ts';
import { settingsSteps } from './web-admin-settings.ts';
import { pageShots, seriousAxeFindings } from './web-pages-browser.ts';

const availability = browserTests('the admin page browser tests');
const PASSWORD = 'the administrator password';
const CAROL_PASSWORD = 'carol chose this one';

/** test-results/web-admin-<name>-<width>-<scheme>.png, light and dark, at 390 and 1280 px. */
const adminShots = (page: Page, name: string) => pageShots(page, 'web-admin', name);

describe.skipIf(!availability.run)(`administrators in a real browser ${availability.reason}`, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const javaScript of [true, false]) {
    it(`sets up, invites, accepts, signs in, makes admin and removes, JavaScript ${javaScript ? 'on' : 'off'}`, async () => {
      const server = await startServer(tempDataDir());
      const contexts: BrowserContext[] = [];
      const context = async () => {
        const made = await browser.newContext({
          viewport: { width: 390, height: 800 },
          javaScriptEnabled: javaScript,
        });
        contexts.push(made);
        return made;
      };
      const axe = async (ctx: BrowserContext, url: string) =>
        expect(await seriousAxeFindings(browser, url, await ctx.cookies())).toEqual([]);
      try {
        const setupLink = await setupLinkOf(server);
        const admin = await (await context()).newPage();
        await admin.goto(setupLink);
        if (javaScript) {
          await axe(admin.context(), setupLink);
          await adminShots(admin, 'setup');
        }
        await admin.getByLabel('E-mail').fill('root@example.com');
        await admin.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await admin.getByLabel('Password again').fill(`${PASSWORD}x`);
        await admin.getByRole('button', { name: 'Create the administrator' }).click();
        expect(await admin.locator('#password_again-error').textContent()).toBe(
          'The two passwords are not the same.',
        );
        expect(await admin.getByLabel('E-mail').inputValue()).toBe('root@example.com');
        if (javaScript) await adminShots(admin, 'setup-error');
        await admin.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await admin.getByLabel('Password again').fill(PASSWORD);
        await admin.getByRole('button', { name: 'Create the administrator' }).click();
        await admin.waitForURL('**/admin');
        expect(await admin.locator('h1').textContent()).toBe('Administration');
        expect((await (await context()).newPage().then((p) => p.goto(setupLink)))?.status()).toBe(404);

        await admin.getByLabel('E-mail address').fill('carol@example.com');
        await admin.getByRole('button', { name: 'Create the invitation link' }).click();
        await admin.waitForURL('**/admin/invitations/new');
        const invitation = (await admin.locator('#invitation-link').textContent()) ?? '';
        expect(invitation).toMatch(/\/users\/invitation\/[\w-]+$/);
        if (javaScript) {
          expect(await admin.getByRole('button', { name: 'Copy the link' }).isVisible()).toBe(true);
          await adminShots(admin, 'invitation-link');
        }
        await admin.reload();
        expect(await admin.locator('#invitation-link').count()).toBe(0);
        await admin.goto(`${server.url}/admin`);
        if (javaScript) {
          await axe(admin.context(), `${server.url}/admin`);
          await adminShots(admin, 'page');
        }
        await settingsSteps(admin, server.url, javaScript, (url) => axe(admin.context(), url));

        const carol = await (await context()).newPage();
        await carol.goto(invitation);
        expect(await carol.content()).toContain('carol@example.com');
        if (javaScript) {
          await axe(carol.context(), invitation);
          await adminShots(carol, 'invitation-accept');
        }
        await carol.getByLabel('Password', { exact: true }).fill(CAROL_PASSWORD);
        await carol.getByLabel('Password again').fill(CAROL_PASSWORD);
        await carol.getByRole('button', { name: 'Create my account' }).click();
        await carol.waitForURL('**/d/active');
        const forbidden = await carol.goto(`${server.url}/admin`);
        expect(forbidden?.status()).toBe(403);
        if (javaScript) {
          await axe(carol.context(), `${server.url}/admin`);
          await adminShots(carol, 'forbidden');
        }

        const again = await (await context()).newPage();
        await again.goto(`${server.url}/users/sign_in`);
        await again.getByLabel('E-mail').fill('carol@example.com');
        await again.getByLabel('Password').fill(CAROL_PASSWORD);
        await again.getByRole('button', { name: 'Sign in', exact: true }).click();
        await again.waitForURL(`${server.url}/`);

        await admin.goto(`${server.url}/admin`);
        await admin.getByRole('button', { name: 'Make administrator (carol@example.com)' }).click();
        await admin.waitForURL('**/admin?done=made_admin');
        expect(await admin.getByRole('status').textContent()).toBe('The user is now an administrator.');
        expect((await carol.goto(`${server.url}/admin`))?.status()).toBe(200);

        await admin.getByRole('link', { name: 'Remove carol@example.com' }).click();
        await admin.waitForURL('**/remove');
        if (javaScript) {
          await axe(admin.context(), admin.url());
          await adminShots(admin, 'remove');
        }
        await admin.getByRole('button', { name: 'Remove carol@example.com' }).click();
        await admin.waitForURL('**/admin?done=removed');
        expect(await admin.content()).not.toContain('carol@example.com (');
        if (javaScript) await adminShots(admin, 'removed');
        expect((await carol.goto(`${server.url}/admin`))?.url()).toContain('/users/sign_in');
        expect(server.output()).not.toContain(invitation.split('/').at(-1));
        expect(server.output()).not.toContain(PASSWORD);
      } finally {
        for (const made of contexts) await made.close();
        await server.stop('SIGTERM');
      }
    }, 120_000);
  }
});
