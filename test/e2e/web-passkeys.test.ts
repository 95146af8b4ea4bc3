import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { pagesFixture, setPassword } from './pages-server.ts';
import { pageShots, seriousAxeFindings } from './web-pages-browser.ts';

const availability = browserTests('the passkey browser tests');
const EMAIL = 'team@example.com';
const PASSWORD = 'a passkey owner password';

/** test-results/web-passkeys-<name>-<width>-<scheme>.png, light and dark, at 390 and 1280 px. */
const shots = (page: Page, name: string) => pageShots(page, 'web-passkeys', name);

/**
 * Chromium's virtual authenticator through the DevTools protocol, keeping discoverable credentials
 * and verifying its user: `internal` a platform one, as a laptop's fingerprint reader; `usb` a
 * roaming security key with a PIN.
 */
async function virtualAuthenticator(
  context: BrowserContext,
  page: Page,
  transport: 'internal' | 'usb' = 'internal',
) {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport,
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    verifyUser: (isUserVerified: boolean) =>
      cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified }),
  };
}

const signOut = async (page: Page) => {
  await page
    .locator('header')
    .getByRole('button', { name: /Sign out/ })
    .click();
  await page.waitForURL((url) => url.pathname === '/');
};

describe.skipIf(!availability.run)(`passkeys in a real browser ${availability.reason}`, () => {
  const f = pagesFixture();

  it('adds a passkey on the account page and signs in with it; with user verification off, it is refused', async () => {
    expect(setPassword(f.server.dataDir, EMAIL, PASSWORD).status).toBe(0);
    // WebAuthn takes a host name for its relying party, never an address: the server by the name localhost.
    const origin = f.server.url.replace('127.0.0.1', 'localhost');
    const context = await f.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const authenticator = await virtualAuthenticator(context, page);

    await page.goto(`${origin}/users/sign_in`);
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(`${origin}/users/account`);
    await page.getByLabel('Name of the new passkey').fill('Work laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.waitForURL((url) => url.searchParams.get('passkey') === 'added');
    await expect(page.getByRole('status').first().textContent()).resolves.toContain('Passkey added.');
    await expect(page.getByRole('rowheader').textContent()).resolves.toBe('Work laptop');
    const [made] = await authenticator.credentials();
    expect(made?.isResidentCredential).toBe(true);
    expect(made?.rpId).toBe('localhost');
    await page.goto(`${origin}/users/passkeys`);
    await shots(page, 'section');
    const cookies = await context.cookies();
    expect(await seriousAxeFindings(f.browser, `${origin}/users/passkeys`, cookies)).toEqual([]);

    await signOut(page);
    await page.goto(`${origin}/users/sign_in`);
    await shots(page, 'sign-in');
    expect(await seriousAxeFindings(f.browser, `${origin}/users/sign_in`, [])).toEqual([]);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${origin}/users/account`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Your account');
    await expect(page.getByRole('rowheader').textContent()).resolves.toBe('Work laptop');
    expect(await page.getByRole('row').nth(1).textContent()).not.toContain('Never');

    await signOut(page);
    await authenticator.verifyUser(false);
    await page.goto(`${origin}/users/sign_in`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    // Refused in the browser (no verified user for a required verification) or by the server: either way, no session.
    await page
      .getByText(/No passkey was used|That passkey did not sign you in/)
      .first()
      .waitFor();
    await shots(page, 'sign-in-refused');
    await page.goto(`${origin}/users/account`);
    expect(new URL(page.url()).pathname).toBe('/users/sign_in');
    await context.close();
  });
  it('adds a roaming security key beside the platform passkey and signs in with it alone', async () => {
    const origin = f.server.url.replace('127.0.0.1', 'localhost');
    const context = await f.browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const key = await virtualAuthenticator(context, page, 'usb');
    await page.goto(`${origin}/users/sign_in`);
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${origin}/users/passkeys`);
    await page.getByLabel('Name of the new passkey').fill('Blue security key');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.waitForURL((url) => url.searchParams.get('passkey') === 'added');
    await expect(page.getByRole('rowheader').allTextContents()).resolves.toEqual([
      'Work laptop',
      'Blue security key',
    ]);
    expect((await key.credentials()).map((made) => made.rpId)).toEqual(['localhost']);
    await signOut(page);
    // This browser holds only the security key: the sign-in can have come from it alone.
    await page.goto(`${origin}/users/sign_in`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${origin}/users/account`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Your account');
    await context.close();
  });
});
