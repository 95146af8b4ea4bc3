// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OptionsApp } from '../../extension/components/OptionsApp.tsx';
import type { OptionsEnv } from '../../extension/lib/options-actions.ts';
import { loadSettings } from '../../extension/lib/settings-store.ts';
import { harness } from '../server/harness.ts';
import { mount } from './dom-helpers.ts';
import { configure, instance } from './menu-fixtures.ts';

/** The options over the real app at http://push.localhost; any other address is a closed port. */
async function options(fixTokenOf: string | null = null) {
  const h = await harness();
  let ids = 0;
  const env: OptionsEnv = {
    storage: fakeBrowser.storage.local,
    fetch: async (url, init) => {
      if (!url.startsWith('http://push.localhost/')) throw new TypeError('Failed to fetch');
      return h.app.fetch(new Request(url, init));
    },
    requestOrigin: async () => true,
    newId: () => `id-${++ids}`,
  };
  const page = mount(<OptionsApp env={env} fixTokenOf={fixTokenOf} />);
  await page.waitForText(/No instance yet|Instances/);
  return { page, h };
}

const greenText = (root: HTMLElement) =>
  [...root.querySelectorAll('.success')].map((e) => e.textContent).join(' ');
const occurrences = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('options: instances', () => {
  beforeEach(() => fakeBrowser.reset());

  it('saves an unreachable instance anyway without making it the active one, and says so without a green "Saved"', async () => {
    await configure(instance({ id: 'kept', baseUrl: 'http://push.localhost' }));
    const { page } = await options();
    page.button('Add an instance').click();
    await page.waitForText(/New instance/);
    await page.type('Instance address', 'http://closed.localhost');
    page.button('Save').click();
    await page.waitForText(/Not saved\./);
    page.button('Save anyway').click();
    await page.waitForText(/not made the active instance: Could not reach closed\.localhost/);
    const settings = await loadSettings(fakeBrowser.storage.local);
    expect(settings.activeId).toBe('kept');
    expect(settings.instances.map((i) => i.baseUrl)).toEqual([
      'http://push.localhost',
      'http://closed.localhost',
    ]);
    expect(greenText(page.root)).not.toMatch(/Saved/);
    expect(occurrences(page.text(), /Could not reach closed\.localhost/)).toBe(1);
    page.unmount();
  });

  it('says a rejected token once, in the refusal, and once after saving anyway', async () => {
    const { page } = await options();
    await page.type('Instance address', 'http://push.localhost');
    await page.type('API token (optional)', 'not-a-token');
    page.button('Save').click();
    await page.waitForText(/Not saved\./);
    const tokenWords = /did not accept the API token|API token is NOT accepted/;
    expect(occurrences(page.text(), tokenWords)).toBe(1);
    page.button('Save anyway').click();
    await page.waitForText(/Saved despite the failed test/);
    expect(occurrences(page.text(), tokenWords)).toBe(1);
    expect(greenText(page.root)).not.toMatch(/Saved/);
    page.unmount();
  });

  it('lists each instance with its address', async () => {
    await configure(
      instance({ id: 'a', name: 'Team vault', baseUrl: 'https://vault.example' }),
      instance({ id: 'b', baseUrl: 'https://pwpush.example/push' }),
    );
    const { page } = await options();
    const items = [...page.root.querySelectorAll('[data-testid="instance-item"]')];
    expect(items.map((i) => i.querySelector('.instance-address')?.textContent)).toEqual([
      'https://vault.example',
      'https://pwpush.example/push',
    ]);
    expect(items[0]?.textContent).toMatch(/Team vault \(active\)/);
    page.unmount();
  });

  it('opened to fix a token, edits that instance and puts the focus in its token field', async () => {
    await configure(
      instance({ id: 'a', baseUrl: 'https://vault.example' }),
      instance({ id: 'b', baseUrl: 'http://push.localhost', token: 'not-a-token' }),
    );
    const { page, h } = await options('b');
    await page.waitForText(/Edit push\.localhost/);
    await page.waitForText(/Paste a valid API token/);
    expect(document.activeElement?.id).toBe('instance-token');
    await page.type('API token (optional)', h.alice);
    page.button('Save').click();
    await page.waitForText(/The API token is accepted/);
    expect((await loadSettings(fakeBrowser.storage.local)).instances[1]?.token).toBe(h.alice);
    page.unmount();
  });
});
