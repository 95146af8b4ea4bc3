// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OptionsApp } from '../../extension/components/OptionsApp.tsx';
import type { OptionsEnv } from '../../extension/lib/options-actions.ts';
import { loadSettings } from '../../extension/lib/settings-store.ts';
import { harness } from '../server/harness.ts';
import { mount } from './dom-helpers.ts';

async function options() {
  const h = await harness();
  let ids = 0;
  const env: OptionsEnv = {
    storage: fakeBrowser.storage.local,
    fetch: async (url, init) => h.app.fetch(new Request(url, init)),
    requestOrigin: async () => true,
    newId: () => `id-${++ids}`,
  };
  const page = mount(<OptionsApp env={env} />);
  await page.waitForText(/No instance yet|Instances/);
  return page;
}

const stored = async () => (await loadSettings(fakeBrowser.storage.local)).instances;

describe('the default recipient gate in the options', () => {
  beforeEach(() => fakeBrowser.reset());

  it('says what is wrong beside the field and saves nothing until it is fixed, then keeps the gate', async () => {
    const page = await options();
    await page.type('Instance address', 'http://push.localhost');
    await page.type('Only from these IP ranges (CIDR)', '10.0.0.0/40');
    expect(page.root.querySelector('[data-testid="defaults-gate-networks-error"]')?.textContent).toBe(
      'Enter IP addresses or CIDR ranges (192.0.2.0/24, 2001:db8::/32), at most 20.',
    );
    page.button('Save').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await stored()).toEqual([]);
    await page.type('Only from these IP ranges (CIDR)', '10.0.0.0/8');
    page.byLabel(/Members of this instance only/).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    page.button('Save').click();
    await page.waitForText(/Saved\./);
    const [saved] = await stored();
    expect(saved?.defaults.gate).toEqual({
      recipient: '',
      members: true,
      networks: '10.0.0.0/8',
      burnAfter: '',
    });
    expect(saved?.features?.gates).toBe(true);
    page.unmount();
  });

  it('keeps "also mail the link" with the default recipient, for the popup and right-click pushes', async () => {
    const page = await options();
    await page.type('Instance address', 'http://push.localhost');
    await page.type("Recipient's address or @domain", 'bob@client.example');
    page.byLabel('Also mail the link to this address').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    page.button('Save').click();
    await page.waitForText(/Saved\./);
    const [saved] = await stored();
    expect(saved?.defaults.gate).toEqual({
      recipient: 'bob@client.example',
      members: false,
      networks: '',
      burnAfter: '',
      mailLink: true,
    });
    page.unmount();
  });
});
