import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type OidcTestProvider, startOidcTestProvider } from '../support/oidc-test-provider.ts';
import { type RunningServer, startServer, tempDataDir } from '../support/server-process.ts';
import { launchChromium } from './pages-browser.ts';
import { pageShots } from './web-pages-browser.ts';

/** The provider's name on the sign-in page's button. */
export const PROVIDER_NAME = 'Example ID';

/**
 * A real OpenID provider in this process, a real server process using it for single sign-on
 * (people of example.com only, accounts made at their first sign-in), and one Chromium.
 */
export function ssoFixture() {
  const f = {
    provider: undefined as unknown as OidcTestProvider,
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
  };
  beforeAll(async () => {
    f.provider = await startOidcTestProvider({
      carol: { email: 'carol@example.com', email_verified: true },
      olga: { email: 'olga@elsewhere.test', email_verified: true },
    });
    f.server = await startServer(tempDataDir(), {
      PWP__OIDC__ISSUER: f.provider.issuer,
      PWP__OIDC__CLIENT_ID: f.provider.clientId,
      PWP__OIDC__CLIENT_SECRET: f.provider.clientSecret,
      PWP__OIDC__ALLOWED_DOMAINS: 'example.com',
      PWP__OIDC__AUTO_PROVISION: 'true',
      PWP__OIDC__NAME: PROVIDER_NAME,
      // The shortest wait for the provider: a test of its token endpoint hanging waits this out.
      PWP__OIDC__TIMEOUT_SECONDS: '1',
    });
    // The redirect URI is known only now that the server listens.
    f.provider.serve(`${f.server.url}/users/auth/oidc/callback`);
    f.browser = await launchChromium();
  });
  afterAll(async () => {
    await f.browser?.close();
    await f.server?.stop('SIGTERM');
    await f.provider?.stop();
  });
  return f;
}

/** Signs in at the provider's development pages as `account` (any password), then presses Continue. */
export async function signInAtProvider(page: Page, account: string): Promise<void> {
  await page.locator('input[name="login"]').fill(account);
  await page.locator('input[name="password"]').fill('any password at all');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** test-results/web-sso-<name>-<width>-<scheme>.png, light and dark, at 390 and 1280 px. */
export const ssoShots = (page: Page, name: string) => pageShots(page, 'web-sso', name);
