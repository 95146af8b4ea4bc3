// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { popup } from './popup-fixture.tsx';

describe('a token the instance rejects', () => {
  beforeEach(() => fakeBrowser.reset());

  it('blocks pushing with a button that opens the options at that instance’s token', async () => {
    const { page, env } = await popup('rejected');
    await page.waitForText(/New push/);
    await page.type('Secret', 'hunter2');
    page.button('Push').click();
    await page.waitForText(/did not accept your API token/);
    page.button('Fix the API token').click();
    expect(env.openTokenSettings).toHaveBeenCalledWith('i1');
    page.unmount();
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
