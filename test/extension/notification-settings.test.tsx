// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { NotificationSettings } from '../../extension/components/NotificationSettings.tsx';
import { loadNotificationSettings } from '../../extension/lib/notification-settings.ts';
import { mount } from './dom-helpers.ts';

describe('notification settings in the options', () => {
  beforeEach(() => fakeBrowser.reset());

  it('saves "notifications without the passphrase" as soon as it is ticked', async () => {
    const page = mount(<NotificationSettings storage={fakeBrowser.storage.local} />);
    await page.waitForText(/Notifications without the passphrase/);
    const box = page.byLabel('Notifications without the passphrase');
    expect(box.checked).toBe(false);
    box.click();
    await vi.waitFor(async () =>
      expect((await loadNotificationSettings(fakeBrowser.storage.local)).withoutPassphrase).toBe(true),
    );
    page.unmount();
  });
});
