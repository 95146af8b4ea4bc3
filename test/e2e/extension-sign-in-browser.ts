import type { Page } from 'playwright-core';
import { bothSchemes, type ExtensionFixture } from './ext-fixture.ts';

export const PASSWORD = 'the extension signs in';

/** The options page, as wide as a tab shows it. */
export async function optionsPage(f: ExtensionFixture): Promise<Page> {
  const page = await f.browser.context.newPage();
  await page.setViewportSize({ width: 760, height: 900 });
  await page.goto(f.browser.url('options.html'));
  await page.getByLabel('Instance address').waitFor();
  return page;
}

/**
 * Clicks "Sign in" and returns the window the browser's web auth flow opened on the instance: a
 * page of the same context, which the test fills as a person would.
 */
export async function openSignInWindow(f: ExtensionFixture, options: Page): Promise<Page> {
  const opened = f.browser.context.waitForEvent('page');
  await options.getByRole('button', { name: 'Sign in', exact: true }).click();
  const window = await opened;
  await window.waitForLoadState();
  return window;
}

/** Signs in with the password in the flow's window (when asked), then answers the consent with `button`. */
export async function answerInWindow(
  window: Page,
  email: string,
  button: 'Allow' | 'Cancel',
  shots: string | null = null,
): Promise<void> {
  if (new URL(window.url()).pathname === '/users/sign_in') {
    if (shots) await bothSchemes(window, `${shots}-sign-in`);
    await window.getByLabel('E-mail').fill(email);
    await window.getByLabel('Password').fill(PASSWORD);
    await window.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
  await window.waitForURL((url) => url.pathname === '/users/extension/authorize');
  if (shots) await bothSchemes(window, `${shots}-allow`);
  // The flow closes its window once the instance sends it back to the extension.
  const closed = window.waitForEvent('close');
  await window.getByRole('button', { name: button }).click();
  await closed;
}

/** What the extension keeps of its instances, read in its service worker. */
export async function storedInstances(f: ExtensionFixture) {
  return f.browser.worker.evaluate(async () => {
    const { chrome } = globalThis as unknown as {
      chrome: { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } };
    };
    const { settings } = await chrome.storage.local.get('settings');
    return (settings as { instances: { token: string; signedIn?: { email: string; name: string } }[] })
      .instances;
  });
}

/** The instance's API as the holder of `token`: the status of its list of active pushes. */
export const listStatus = async (f: ExtensionFixture, token: string) =>
  (await fetch(`${f.server.url}/api/v2/pushes/active`, { headers: { authorization: `Bearer ${token}` } }))
    .status;
