// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OptionsApp } from '../../extension/components/OptionsApp.tsx';
import { PopupApp } from '../../extension/components/PopupApp.tsx';
import { onManagedChange, withManaged } from '../../extension/lib/managed-storage.ts';
import type { OptionsEnv } from '../../extension/lib/options-actions.ts';
import type { PopupEnv } from '../../extension/lib/popup-env.ts';
import { mount } from './dom-helpers.ts';
import { configure, instance } from './menu-fixtures.ts';

const TEAM = 'https://secrets.team.example';
const storage = () => withManaged(fakeBrowser.storage.local, fakeBrowser.storage.managed);
const listen = (listener: () => void) => onManagedChange(fakeBrowser.storage.onChanged, listener);
const noFetch = async () => Promise.reject(new TypeError('Failed to fetch'));
const notes = (root: Element) =>
  [...root.querySelectorAll('[data-testid="managed-note"]')].map((n) => n.textContent?.replace('🔒 ', ''));

function options() {
  const env: OptionsEnv = {
    storage: storage(),
    onManagedChange: listen,
    fetch: noFetch,
    requestOrigin: async () => true,
    newId: () => 'new-id',
  };
  return mount(<OptionsApp env={env} />);
}

function popup() {
  const env: PopupEnv = {
    storage: storage(),
    onManagedChange: listen,
    fetch: noFetch,
    copy: async () => true,
    openOptions: vi.fn(),
    randomBytes: (into) => into,
    now: () => 0,
    upload: () => {
      throw new Error('no uploads here');
    },
  };
  return mount(<PopupApp env={env} />);
}

describe('pages under the organisation’s managed configuration', () => {
  beforeEach(() => fakeBrowser.reset());

  it('options: the organisation’s instance is locked and cannot be removed, and no other can be added', async () => {
    await configure(instance({ id: 'mine', baseUrl: 'https://mine.example' }));
    await fakeBrowser.storage.managed.set({
      instances: [{ url: TEAM, name: 'Team secrets', browserSignIn: true }],
      allowOtherInstances: false,
      sealed: 'forced',
      expireAfterDays: 3,
      expireAfterViews: 'many',
    });
    const page = options();
    await page.waitForText(/Edit Team secrets/);
    expect(page.text()).not.toMatch(/mine\.example/);
    expect(page.root.querySelector('[data-testid="managed-banner"]')?.textContent).toBe(
      "🔒 Your organisation manages some of these settings: they are shown here and cannot be changed.Some of your organisation's settings were left out because their values are not valid: expireAfterViews.",
    );
    expect([page.byLabel('Instance address').readOnly, page.byLabel(/^Name/).readOnly]).toEqual([true, true]);
    expect(() => page.button('Remove')).toThrow();
    expect(() => page.button('Add an instance')).toThrow();
    expect(page.root.querySelector('#instance-token')).toBeNull();
    expect(notes(page.root)).toEqual([
      'Your organisation allows only the instances it set up, so no other instance can be added.',
      "Set by your organisation: this instance's address and name cannot be changed, and it cannot be removed.",
      "Set by your organisation: this instance's token comes from signing in with the browser.",
      'Set by your organisation',
      'Set by your organisation: text and file pushes are always sealed.',
    ]);
    expect((page.root.querySelector('#defaults-duration') as HTMLSelectElement).disabled).toBe(true);
    expect((page.root.querySelector('#defaults-views') as HTMLInputElement).disabled).toBe(false);
    expect(page.byLabel('Seal right-click pushes')).toMatchObject({ checked: true, disabled: true });
    page.unmount();
  });

  it('options: without a managed configuration, nothing is locked and nothing is said of an organisation', async () => {
    await configure(instance({ id: 'mine', baseUrl: 'https://mine.example' }));
    const page = options();
    await page.waitForText(/Edit mine\.example/);
    expect(page.text()).not.toMatch(/organisation/);
    expect(page.byLabel('Instance address').readOnly).toBe(false);
    expect(page.button('Remove')).toBeDefined();
    expect(page.button('Add an instance')).toBeDefined();
    page.unmount();
  });

  it('popup: forced sealing holds the switch on and locked, and a change of policy shows at once', async () => {
    await configure(instance({ baseUrl: TEAM, token: 'tok' }));
    await fakeBrowser.storage.managed.set({ sealed: 'forced' });
    const page = popup();
    await page.waitForText(/Sealed/);
    expect(page.byLabel('Sealed')).toMatchObject({ checked: true, disabled: true });
    expect(notes(page.root)).toEqual(['Set by your organisation: text and file pushes are always sealed.']);
    await fakeBrowser.storage.managed.set({ sealed: 'default' });
    await vi.waitFor(() => expect(page.byLabel('Sealed').disabled).toBe(false));
    expect(notes(page.root)).toEqual([]);
    page.unmount();
  });

  it('popup: sealed by default starts the switch on, and the person may switch it off', async () => {
    await configure(instance({ baseUrl: TEAM, token: 'tok' }));
    await fakeBrowser.storage.managed.set({ sealed: 'default' });
    const page = popup();
    await page.waitForText(/Sealed/);
    expect(page.byLabel('Sealed')).toMatchObject({ checked: true, disabled: false });
    page.byLabel('Sealed').click();
    await vi.waitFor(() => expect(page.byLabel('Sealed').checked).toBe(false));
    page.unmount();
  });
});
