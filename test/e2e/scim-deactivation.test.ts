import { describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { userCli } from '../support/server-process.ts';
import { bothSchemes, extensionFixture, saveInstance } from './ext-fixture.ts';
import {
  answerInWindow,
  listStatus,
  openSignInWindow,
  optionsPage,
  PASSWORD,
  storedInstances,
} from './extension-sign-in-browser.ts';
import { setPassword } from './pages-server.ts';

const mode = browserTests('the SCIM deactivation browser test');
if (!mode.run) console.warn(mode.reason);

const EMAIL = 'ui@example.com';
const ADMIN = 'admin@example.com';

describe.runIf(mode.run)('a SCIM deactivation against a real server, Chromium and the extension', () => {
  const f = extensionFixture('e2e-scim');
  let secret = '';

  it('lets an administrator make a provisioning secret on the SCIM page, shown once', async () => {
    userCli(f.server.dataDir, ['add', ADMIN, '--admin']);
    expect(setPassword(f.server.dataDir, ADMIN, PASSWORD).status).toBe(0);
    const page = await f.browser.context.newPage();
    await page.goto(`${f.server.url}/users/sign_in`);
    await page.getByLabel('E-mail').fill(ADMIN);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${f.server.url}/admin/scim`);
    await page.getByLabel('Name').fill('Entra ID');
    await page.getByRole('button', { name: 'Make the secret' }).click();
    secret = (await page.locator('#scim-secret').textContent()) ?? '';
    expect(secret).toMatch(/^scim_[\w-]{32}$/);
    await page.goto(`${f.server.url}/admin/scim`);
    await page.getByRole('cell', { name: 'Entra ID' }).waitFor();
    for (const [width, label] of [
      [390, 'phone'],
      [1280, 'desktop'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await bothSchemes(page, `admin-scim-${label}`);
    }
    await page.close();
    // Signed out: the person who is deactivated signs this browser in next.
    await f.browser.context.clearCookies();
  }, 60_000);

  it('cuts the web session and the extension off at once when the directory deactivates the user', async () => {
    expect(setPassword(f.server.dataDir, EMAIL, PASSWORD).status).toBe(0);
    await saveInstance(f, { url: f.server.url });
    const options = await optionsPage(f);
    await answerInWindow(await openSignInWindow(f, options), EMAIL, 'Allow');
    await options.getByText(`Signed in as ${EMAIL} (Chrome on Linux).`).waitFor();
    await options.close();
    const [saved] = await storedInstances(f);
    const browserToken = saved?.token ?? '';
    expect(await listStatus(f, browserToken)).toBe(200);
    // The extension's flow signed this browser in on the web too.
    const web = await f.browser.context.newPage();
    await web.goto(`${f.server.url}/d/active`);
    expect(new URL(web.url()).pathname).toBe('/d/active');

    const scim = (method: string, path: string, body?: unknown) =>
      fetch(`${f.server.url}/scim/v2${path}`, {
        method,
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/scim+json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const found = (await (
      await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${EMAIL}"`)}`)
    ).json()) as {
      Resources: { id: string }[];
    };
    const id = found.Resources[0]?.id ?? '';
    const off = await scim('PATCH', `/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.status).toBe(200);

    await web.goto(`${f.server.url}/d/active`);
    expect(new URL(web.url()).pathname).toBe('/users/sign_in');
    await web.close();
    expect(await listStatus(f, browserToken)).toBe(401);
    expect(await listStatus(f, f.token)).toBe(401);
    const popup = await f.browser.context.newPage();
    await popup.goto(f.browser.url('popup.html'));
    await popup.getByRole('tab', { name: 'Active' }).click();
    await popup.getByText('The instance did not accept your API token').waitFor();
    await bothSchemes(popup, 'scim-deactivated-popup');
    await popup.close();

    const again = await f.browser.context.newPage();
    await again.goto(`${f.server.url}/users/sign_in`);
    await again.getByLabel('E-mail').fill(EMAIL);
    await again.getByLabel('Password').fill(PASSWORD);
    await again.getByRole('button', { name: 'Sign in', exact: true }).click();
    await again.getByText('cannot sign in').waitFor();
    await again.close();
  }, 90_000);
});
