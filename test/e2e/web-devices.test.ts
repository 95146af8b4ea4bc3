import { describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { userCli } from '../support/server-process.ts';
import { pagesFixture, setPassword } from './pages-server.ts';
import { seriousAxeFindings, visitor } from './web-account-browser.ts';
import {
  catchRedirect,
  deviceShots,
  exchangeCode,
  extensionRequest,
  FIREFOX_REDIRECT,
  listActive,
} from './web-devices-browser.ts';

const availability = browserTests('the browser sign-in tests');
const PASSWORD = 'the browsers password';

describe.skipIf(!availability.run)(
  `the extension's sign-in pages in a real browser ${availability.reason}`,
  () => {
    const f = pagesFixture();

    it('signs in on the way, asks, hands the extension a code it trades for a working token, and revokes it on the token page', async () => {
      expect(setPassword(f.server.dataDir, 'team@example.com', PASSWORD).status).toBe(0);
      const origin = f.server.url;
      const context = await visitor(f.browser, 1280);
      const page = await context.newPage();
      const redirected = await catchRedirect(page);

      const chrome = extensionRequest(origin, 'Chrome on Linux');
      await page.goto(chrome.url);
      const signIn = new URL(page.url());
      expect(signIn.pathname).toBe('/users/sign_in');
      expect(signIn.searchParams.get('return_to')).toBe(chrome.url.slice(origin.length));
      await page.getByLabel('E-mail').fill('team@example.com');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/users/extension/authorize');
      await expect(page.locator('main p').first().textContent()).resolves.toBe(
        'Allow the Secret Push extension in Chrome on Linux to use your account team@example.com?',
      );
      await deviceShots(page, 'authorize');
      await page.getByRole('button', { name: 'Allow' }).click();
      const back = await redirected();
      expect(back.searchParams.get('state')).toBe(chrome.state);
      const traded = await exchangeCode(
        origin,
        back.searchParams.get('code') ?? '',
        chrome.verifier,
        chrome.redirectUri,
      );
      expect(traded).toEqual({
        status: 200,
        body: {
          token: expect.stringMatching(/^[\w-]{32}$/),
          name: 'Chrome on Linux',
          email: 'team@example.com',
        },
      });
      const chromeToken = traded.body.token ?? '';
      expect((await listActive(origin, chromeToken)).status).toBe(200);

      const firefox = extensionRequest(origin, 'Firefox on Windows', FIREFOX_REDIRECT);
      const again = await context.newPage();
      const redirectedAgain = await catchRedirect(again);
      await again.goto(firefox.url);
      await again.getByRole('button', { name: 'Allow' }).click();
      const code = (await redirectedAgain()).searchParams.get('code') ?? '';
      expect((await exchangeCode(origin, code, firefox.verifier, firefox.redirectUri)).status).toBe(200);

      await page.goto(`${origin}/users/token`);
      await expect(page.locator('li.push-row h3').allTextContents()).resolves.toEqual([
        'Chrome on Linux',
        'Firefox on Windows',
      ]);
      await expect(page.locator('li.push-row').nth(1).textContent()).resolves.toContain('Never used');
      await deviceShots(page, 'token-page');
      const cookies = await context.cookies();
      for (const path of [chrome.url.slice(origin.length), '/users/token']) {
        expect(await seriousAxeFindings(f.browser, `${origin}${path}`, cookies), path).toEqual([]);
      }

      await page.getByRole('button', { name: 'Revoke the token of Chrome on Linux' }).click();
      await expect(page.getByRole('status').textContent()).resolves.toBe(
        "The browser's token was revoked: the extension there is signed out.",
      );
      await deviceShots(page, 'revoked');
      expect((await listActive(origin, chromeToken)).status).toBe(401);
      // Its request lines are there, without the code, the verifier, the state or the token.
      expect(f.server.output()).toContain('GET /users/extension/authorize 200');
      for (const secret of [back.searchParams.get('code') ?? '', chrome.verifier, chrome.state, chromeToken])
        expect(f.server.output()).not.toContain(secret);
      await context.close();
    });

    it('sends Cancel back to the extension as access_denied, with JavaScript off', async () => {
      expect(setPassword(f.server.dataDir, 'team@example.com', PASSWORD).status).toBe(0);
      const origin = f.server.url;
      const context = await visitor(f.browser, 390, false);
      const page = await context.newPage();
      const redirected = await catchRedirect(page);
      const request = extensionRequest(origin, 'Chrome on Linux');
      await page.goto(`${origin}/users/sign_in`);
      await page.getByLabel('E-mail').fill('team@example.com');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/users/sign_in');
      await page.goto(request.url);
      await page.getByRole('button', { name: 'Cancel' }).click();
      expect((await redirected()).toString()).toBe(
        `${request.redirectUri}?error=access_denied&state=${request.state}`,
      );

      await page.goto(
        `${origin}/users/extension/authorize?redirect_uri=${encodeURIComponent('https://evil.example/')}`,
      );
      await expect(page.locator('h1').textContent()).resolves.toBe('Not a valid sign-in request');
      expect(new URL(page.url()).host).toBe(new URL(origin).host);
      await deviceShots(page, 'bad-request');
      await context.close();
    });

    it('keeps a long address and browser name inside a 320 px screen on the pages they appear on', async () => {
      const email = 'a.really.long.address.of.someone.in.finance@subsidiary.example-corporation.com';
      expect(userCli(f.server.dataDir, ['add', email]).status).toBe(0);
      expect(setPassword(f.server.dataDir, email, PASSWORD).status).toBe(0);
      const origin = f.server.url;
      const context = await f.browser.newContext({ viewport: { width: 320, height: 700 } });
      const page = await context.newPage();
      await page.goto(`${origin}/users/sign_in`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/users/sign_in');
      const consent = extensionRequest(origin, 'Microsoft Edge on Windows 11 Enterprise').url;
      const pages = [consent.slice(origin.length), '/users/token', '/users/account', '/users/notifications'];
      for (const path of pages) {
        await page.goto(`${origin}${path}`);
        await expect(page.getByText(email).first().isVisible()).resolves.toBe(true);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect([path, overflow]).toEqual([path, 0]);
      }
      await context.close();
    });
  },
);
