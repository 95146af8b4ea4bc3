// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OptionsApp } from '../../extension/components/OptionsApp.tsx';
import type { OptionsEnv } from '../../extension/lib/options-actions.ts';
import { loadSettings } from '../../extension/lib/settings-store.ts';
import { harness } from '../server/harness.ts';
import { mount } from './dom-helpers.ts';

type Fetch = OptionsEnv['fetch'];

async function options(fetch: Fetch) {
  let ids = 0;
  const env: OptionsEnv = {
    storage: fakeBrowser.storage.local,
    fetch,
    requestOrigin: async () => true,
    newId: () => `id-${++ids}`,
  };
  const page = mount(<OptionsApp env={env} />);
  await page.waitForText(/No instance yet|Instances/);
  return page;
}

/** The real app for http://push.localhost; anything else is a closed port. */
async function realInstance() {
  const h = await harness();
  const fetch: Fetch = async (url, init) => {
    if (!url.startsWith('http://push.localhost/')) throw new TypeError('Failed to fetch');
    return h.app.fetch(new Request(url, init));
  };
  return { h, fetch };
}

const stored = async () => (await loadSettings(fakeBrowser.storage.local)).instances;

describe('saving an instance', () => {
  beforeEach(() => fakeBrowser.reset());

  it.each([
    [
      'a closed port',
      'http://closed.localhost',
      async () => new Response('', { status: 200 }),
      /Could not reach closed\.localhost/,
    ],
    [
      'a site answering HTML to everything',
      'https://html.example',
      async () => new Response('<!doctype html><p>Welcome</p>', { status: 200 }),
      /html\.example is not a Password Pusher instance/,
    ],
    [
      'a site answering 404',
      'https://404.example',
      async () => new Response('{"error":"no route"}', { status: 404 }),
      /404\.example is not a Password Pusher instance/,
    ],
  ])('refuses %s with the reason, and saves it only when asked to', async (_, url, answer, reason) => {
    const fetch = vi.fn<Fetch>(async (u) => {
      if (u.startsWith('http://closed.localhost')) throw new TypeError('Failed to fetch');
      return answer();
    });
    const page = await options(fetch);
    await page.type('Instance address', url);
    page.button('Save').click();
    await page.waitForText(/Not saved\./);
    expect(page.root.querySelector('[data-testid="save-doubt"]')?.textContent).toMatch(reason);
    expect(page.text()).not.toMatch(/Saved\./);
    expect(await stored()).toEqual([]);
    page.button('Save anyway').click();
    await page.waitForText(/Saved despite the failed test/);
    expect(page.root.querySelector('.success')).toBeNull();
    expect(await stored()).toHaveLength(1);
    page.unmount();
  });

  it('refuses a token the instance rejects, naming the token as the cause', async () => {
    const { fetch } = await realInstance();
    const page = await options(fetch);
    await page.type('Instance address', 'http://push.localhost');
    await page.type('API token (optional)', 'not-a-token');
    page.button('Save').click();
    await page.waitForText(/Not saved\./);
    expect(page.text()).toMatch(/push\.localhost did not accept the API token/);
    expect(await stored()).toEqual([]);
    page.unmount();
  });

  it('merges an address saved twice and shows the name given in the picker', async () => {
    const { h, fetch } = await realInstance();
    const page = await options(fetch);
    await page.type('Instance address', 'http://push.localhost');
    page.button('Save').click();
    await page.waitForText(/Saved\. This is now the active instance/);
    page.button('Add an instance').click();
    await page.waitForText(/New instance/);
    await page.type('Instance address', 'http://push.localhost/');
    await page.type('Name (shown in the picker, optional)', 'Team vault');
    await page.type('API token (optional)', h.alice);
    page.button('Save').click();
    await page.waitForText(/already saved: updated it/);
    const instances = await stored();
    expect(instances).toHaveLength(1);
    expect(instances[0]).toMatchObject({ id: 'id-1', name: 'Team vault', token: h.alice });
    await page.waitForText(/Team vault \(active\)/);
    page.unmount();
  });

  it('asks before removing an instance', async () => {
    const { fetch } = await realInstance();
    const page = await options(fetch);
    await page.type('Instance address', 'http://push.localhost');
    page.button('Save').click();
    await page.waitForText(/Saved\./);
    page.button('Remove').click();
    await page.waitForText(/Remove push\.localhost from this browser\?/);
    page.button('Keep').click();
    expect(await stored()).toHaveLength(1);
    page.button('Remove').click();
    await page.waitForText(/Yes, remove/);
    page.button('Yes, remove').click();
    await page.waitForText(/No instance yet/);
    expect(await stored()).toEqual([]);
    page.unmount();
  });
});
