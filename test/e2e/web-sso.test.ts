import { describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { userCli } from '../support/server-process.ts';
import { seriousAxeFindings, visitor } from './web-account-browser.ts';
import { PROVIDER_NAME, signInAtProvider, ssoFixture, ssoShots } from './web-sso-browser.ts';

const availability = browserTests('the single sign-on browser tests');
const BUTTON = `Sign in with ${PROVIDER_NAME}`;

describe.skipIf(!availability.run)(`single sign-on in a real browser ${availability.reason}`, () => {
  const f = ssoFixture();

  it('makes an account at the first sign-in, and signs the person back in after signing out', async () => {
    const context = await visitor(f.browser, 390);
    const page = await context.newPage();
    await page.goto(`${f.server.url}/users/sign_in`);
    await ssoShots(page, 'sign-in');
    await page.getByRole('button', { name: BUTTON }).click();
    await page.waitForURL((url) => url.origin === f.provider.issuer);
    await signInAtProvider(page, 'carol');
    await page.waitForURL(`${f.server.url}/`);
    await expect(page.locator('header nav').textContent()).resolves.toContain('Sign out carol@example.com');
    expect(userCli(f.server.dataDir, ['list']).stdout).toContain('carol@example.com');

    await page.getByRole('button', { name: /^Sign out/ }).click();
    await page.goto(`${f.server.url}/users/sign_in?return_to=${encodeURIComponent('/users/account')}`);
    await page.getByRole('button', { name: BUTTON }).click();
    // The provider remembers carol and her consent: she comes straight back, to the page she asked for.
    await page.waitForURL(`${f.server.url}/users/account`);
    await expect(page.locator('main').textContent()).resolves.toContain('carol@example.com');
    await context.close();
  });

  it('refuses an address outside the allowed domains with a page that leads back to sign-in', async () => {
    const context = await visitor(f.browser, 1280);
    const page = await context.newPage();
    await page.goto(`${f.server.url}/users/sign_in`);
    await page.getByRole('button', { name: BUTTON }).click();
    const answer = page.waitForResponse((res) => res.url().includes('/users/auth/oidc/callback'));
    await signInAtProvider(page, 'olga');
    expect((await answer).status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'You are not signed in',
    );
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Addresses at elsewhere.test cannot sign in here.',
    );
    await ssoShots(page, 'refused-domain');
    expect(await seriousAxeFindings(f.browser, page.url(), [])).toEqual([]);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    expect(new URL(page.url()).pathname).toBe('/users/sign_in');
    expect(userCli(f.server.dataDir, ['list']).stdout).not.toContain('olga');
    await context.close();
  });

  it('says the provider cannot be reached when its token endpoint does not answer in time', async () => {
    const context = await visitor(f.browser, 1280);
    const page = await context.newPage();
    await page.goto(`${f.server.url}/users/sign_in`);
    await page.getByRole('button', { name: BUTTON }).click();
    await page.waitForURL((url) => url.origin === f.provider.issuer);
    f.provider.tokenHangs = true;
    try {
      const answer = page.waitForResponse((res) => res.url().includes('/users/auth/oidc/callback'));
      await signInAtProvider(page, 'carol');
      expect((await answer).status()).toBe(503);
    } finally {
      f.provider.tokenHangs = false;
    }
    await expect(page.getByRole('alert').textContent()).resolves.toContain('cannot be reached right now');
    expect(f.server.output()).toContain('single sign-on refused: provider_down (OAUTH_TIMEOUT)');
    await ssoShots(page, 'provider-timeout');
    await context.close();
  });

  it('refuses a callback whose state was changed, and still signs in by the unchanged one, to the page asked for', async () => {
    const context = await visitor(f.browser, 390);
    const page = await context.newPage();
    await page.goto(`${f.server.url}/d/active`);
    expect(new URL(page.url()).pathname).toBe('/users/sign_in');
    const authorization = page.waitForRequest((req) => req.url().startsWith(`${f.provider.issuer}/auth?`));
    await page.getByRole('button', { name: BUTTON }).click();
    const state = new URL((await authorization).url()).searchParams.get('state') ?? '';
    expect(state).not.toBe('');
    await page.waitForURL((url) => url.origin === f.provider.issuer);

    const other = await context.newPage();
    const changed = `${f.server.url}/users/auth/oidc/callback?code=anything&state=${state}A`;
    expect((await other.goto(changed))?.status()).toBe(400);
    await expect(other.getByRole('alert').textContent()).resolves.toContain('not started in this browser');
    await ssoShots(other, 'refused-state');
    await other.close();

    // carol's provider session belongs to the first test's context: this one signs in afresh.
    await signInAtProvider(page, 'carol');
    await page.waitForURL(`${f.server.url}/d/active`);
    await context.close();
  });
});
