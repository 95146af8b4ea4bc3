// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { InstanceFeatures } from '../../extension/lib/settings-store.ts';
import { popup } from './popup-fixture.tsx';

/** Ours, as last tested from the options: it offers the extension's sign-in. */
const offersSignIn: InstanceFeatures = {
  edition: 'oss',
  version: '0.1.0',
  anonymousAccess: true,
  urlPushes: true,
  qrPushes: true,
  filePushes: false,
  extensionSignIn: true,
};

describe('a token the instance rejects', () => {
  beforeEach(() => fakeBrowser.reset());

  it('blocks pushing with a button that opens the options at that instance’s token', async () => {
    const { page, env } = await popup('rejected');
    await page.waitForText(/New push/);
    await page.type('Secret', 'hunter2');
    page.button('Push').click();
    await page.waitForText(/did not accept your API token/);
    expect(page.text()).toMatch(/check the token, or create a new one/);
    page.button('Fix the API token').click();
    expect(env.openTokenSettings).toHaveBeenCalledWith('i1');
    page.unmount();
  });

  it('suggests signing in again, not a new token, where the instance offers the extension’s sign-in', async () => {
    const pushing = await popup('rejected', offersSignIn);
    await pushing.page.waitForText(/New push/);
    await pushing.page.type('Secret', 'hunter2');
    pushing.page.button('Push').click();
    await pushing.page.waitForText(/did not accept your API token/);
    expect(pushing.page.text()).toMatch(
      /Open the Secret Push options and sign in again to give this browser a new token\./,
    );
    expect(pushing.page.text()).not.toMatch(/create a new one/);
    pushing.page.button('Fix the API token').click();
    expect(pushing.env.openTokenSettings).toHaveBeenCalledWith('i1');
    pushing.page.unmount();

    const listing = await popup('rejected', offersSignIn);
    await listing.page.waitForText(/New push/);
    listing.page.button('Active').click();
    await listing.page.waitForText(/did not accept your API token/);
    expect(listing.page.text()).toMatch(/sign in again to give this browser a new token/);
    listing.page.unmount();
  });

  it('offers the same fix where the list of pushes is refused', async () => {
    const { page, env } = await popup('rejected');
    await page.waitForText(/New push/);
    page.button('Active').click();
    await page.waitForText(/did not accept your API token/);
    page.button('Fix the API token').click();
    expect(env.openTokenSettings).toHaveBeenCalledWith('i1');
    page.unmount();
  });

  it('offers no token button for a failure that is not about the token', async () => {
    const { page, env } = await popup('alice');
    env.fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await page.waitForText(/New push/);
    page.button('Active').click();
    await page.waitForText(/Could not reach/);
    expect(() => page.button('Fix the API token')).toThrow();
    page.unmount();
  });
});
