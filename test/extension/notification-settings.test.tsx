// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { NotificationSettings } from '../../extension/components/NotificationSettings.tsx';
import { loadNotificationSettings } from '../../extension/lib/notification-settings.ts';
import { mount } from './dom-helpers.ts';

describe('notification settings in the options', () => {
  beforeEach(() => fakeBrowser.reset());

  it('saves "notifications without the passphrase" as soon as it is ticked', async () => {
    const page = mount(
      <NotificationSettings storage={fakeBrowser.storage.local} instance={null} now={() => 0} />,
    );
    await page.waitForText(/Notifications without the passphrase/);
    const box = page.byLabel('Notifications without the passphrase');
    expect(box.checked).toBe(false);
    box.click();
    await vi.waitFor(async () =>
      expect((await loadNotificationSettings(fakeBrowser.storage.local)).withoutPassphrase).toBe(true),
    );
    page.unmount();
  });

  it('turns viewed notifications on for the instance being edited, from the moment it is ticked', async () => {
    const instance = { id: 'i1', host: 'push.example', hasToken: true };
    const page = mount(
      <NotificationSettings storage={fakeBrowser.storage.local} instance={instance} now={() => 1234} />,
    );
    await page.waitForText(/is viewed/);
    page.byLabel('Tell me when a push of mine on push.example is viewed').click();
    await vi.waitFor(async () =>
      expect((await loadNotificationSettings(fakeBrowser.storage.local)).viewedFor).toEqual({ i1: 1234 }),
    );
    page.byLabel('Tell me when a push of mine on push.example is viewed').click();
    await vi.waitFor(async () =>
      expect((await loadNotificationSettings(fakeBrowser.storage.local)).viewedFor).toEqual({}),
    );
    page.unmount();
  });

  it('offers no viewed notifications without a token, and says why', async () => {
    const instance = { id: 'i1', host: 'push.example', hasToken: false };
    const page = mount(
      <NotificationSettings storage={fakeBrowser.storage.local} instance={instance} now={() => 0} />,
    );
    await page.waitForText(/Needs an API token/);
    expect(page.byLabel(/is viewed/).disabled).toBe(true);
    expect(page.text()).toMatch(
      /nobody can read its audit log, and opening the push to check would use up a view/,
    );
    page.unmount();
  });
});
