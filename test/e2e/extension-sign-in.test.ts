import { describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { bothSchemes, createPush, extensionFixture, saveInstance } from './ext-fixture.ts';
import {
  answerInWindow,
  listStatus,
  openSignInWindow,
  optionsPage,
  PASSWORD,
  storedInstances,
} from './extension-sign-in-browser.ts';
import { setPassword } from './pages-server.ts';

const mode = browserTests('the extension sign-in browser test');
if (!mode.run) console.warn(mode.reason);

const EMAIL = 'ui@example.com';

describe.runIf(mode.run)('the extension’s "Sign in" in Chromium’s web auth flow (real server)', () => {
  const f = extensionFixture('e2e-sign-in');

  it('signs in through the instance’s pages in the flow’s window, and the popup lists pushes with the token received', async () => {
    expect(setPassword(f.server.dataDir, EMAIL, PASSWORD).status).toBe(0);
    await createPush(f, { payload: 'hunter2', name: 'Staging DB' });
    await saveInstance(f, { url: f.server.url });
    const host = new URL(f.server.url).host;
    const options = await optionsPage(f);
    await options.getByText('Signing in gives this browser an API token of its own').waitFor();
    await bothSchemes(options, 'extension-sign-in-before');

    const window = await openSignInWindow(f, options);
    expect(new URL(window.url()).pathname).toBe('/users/sign_in');
    await options.getByText(`Sign in to ${host} in the window that opened…`).waitFor();
    expect(await options.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await bothSchemes(options, 'extension-sign-in-waiting');
    await answerInWindow(window, EMAIL, 'Allow', 'extension-sign-in-window');

    await options.getByText(`Signed in as ${EMAIL} (Chrome on Linux).`).waitFor();
    await options.getByText('The API token is accepted').waitFor();
    await bothSchemes(options, 'extension-sign-in-after');
    const [saved] = await storedInstances(f);
    expect(saved?.signedIn).toEqual({ email: EMAIL, name: 'Chrome on Linux' });
    expect(saved?.token).toMatch(/^[\w-]{32}$/);
    expect(saved?.token).not.toBe(f.token);

    const popup = await f.browser.context.newPage();
    await popup.goto(f.browser.url('popup.html'));
    await popup.getByRole('tab', { name: 'Active' }).click();
    await popup.getByTestId('push-row').filter({ hasText: 'Staging DB' }).waitFor();
    await popup.close();
    await options.close();
  }, 60_000);

  it('reports the token rejected once it is revoked on the token page', async () => {
    const [saved] = await storedInstances(f);
    const page = await f.browser.context.newPage();
    // The flow's window signed this browser in to the instance: its session opens the token page.
    await page.goto(`${f.server.url}/users/token`);
    await page.getByRole('button', { name: 'Revoke the token of Chrome on Linux' }).click();
    await page.getByText("The browser's token was revoked").waitFor();
    expect(await listStatus(f, saved?.token ?? '')).toBe(401);
    await page.close();

    const popup = await f.browser.context.newPage();
    await popup.goto(f.browser.url('popup.html'));
    await popup.getByRole('tab', { name: 'Active' }).click();
    await popup.getByText('The instance did not accept your API token').waitFor();
    // The instance offers the extension's sign-in: the popup says to sign in again, not to make a token.
    await popup.getByText('sign in again to give this browser a new token').waitFor();
    await bothSchemes(popup, 'extension-sign-in-revoked-popup');
    await popup.close();
    const options = await optionsPage(f);
    await options.getByRole('button', { name: 'Test connection' }).click();
    await options.getByText('The API token is NOT accepted').waitFor();
    // Still signed in here, and offered to sign in again.
    await options.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await bothSchemes(options, 'extension-sign-in-rejected');
    await options.close();
  }, 30_000);

  it('signs out (the instance revokes the token first), and a closed window or Cancel changes nothing', async () => {
    const options = await optionsPage(f);
    await options.getByRole('button', { name: 'Sign out' }).click();
    await options.getByText(/^Signed out:/).waitFor();
    expect((await storedInstances(f))[0]?.token).toBe('');

    await answerInWindow(await openSignInWindow(f, options), EMAIL, 'Allow');
    await options.getByText(`Signed in as ${EMAIL} (Chrome on Linux).`).waitFor();
    const [signedIn] = await storedInstances(f);
    expect(await listStatus(f, signedIn?.token ?? '')).toBe(200);
    await options.getByRole('button', { name: 'Sign out' }).click();
    await options.getByText(/^Signed out:/).waitFor();
    expect(await listStatus(f, signedIn?.token ?? '')).toBe(401);
    const before = await storedInstances(f);

    await (await openSignInWindow(f, options)).close();
    await options.getByText('Sign-in cancelled. Nothing was changed.').waitFor();
    await bothSchemes(options, 'extension-sign-in-cancelled');
    await answerInWindow(await openSignInWindow(f, options), EMAIL, 'Cancel');
    await options.getByText(/You did not allow this browser on .+\. Nothing was changed\./).waitFor();
    expect(await storedInstances(f)).toEqual(before);
    await options.close();
  }, 60_000);
});
