// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { NotificationSettings } from '../../extension/components/NotificationSettings.tsx';
import { featuresFromVersion } from '../../extension/lib/instance-features.ts';
import { loadNotificationSettings } from '../../extension/lib/notification-settings.ts';
import { defaultSettings } from '../../shared/settings.ts';
import { versionJson } from '../../shared/wire.ts';
import { mount } from './dom-helpers.ts';

const ours = { id: 'i1', host: 'push.example', hasToken: true, offersFeed: true };
const SWITCH = 'Let push.example tell me directly';
const saved = () => loadNotificationSettings(fakeBrowser.storage.local);

describe('the feed switch in the notification settings', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is offered on an instance of ours once viewed notifications are on, and saved when turned on', async () => {
    let now = 1000;
    const page = mount(
      <NotificationSettings storage={fakeBrowser.storage.local} instance={ours} now={() => now} />,
    );
    await page.waitForText(/tell me directly/);
    const feed = page.byLabel(SWITCH);
    expect(feed.getAttribute('role')).toBe('switch');
    expect(feed.disabled).toBe(true);
    page.byLabel('Tell me when a push of mine on push.example is viewed').click();
    await vi.waitFor(() => expect(page.byLabel(SWITCH).disabled).toBe(false));
    now = 2000;
    page.byLabel(SWITCH).click();
    await vi.waitFor(async () => expect((await saved()).feedFor).toEqual({ i1: 2000 }));
    expect(page.byLabel(SWITCH).checked).toBe(true);
    expect(page.text()).toMatch(/wrong passphrases and of pushes that expired/);
    page.unmount();
  });

  it('turned off, hands over to polling from that moment', async () => {
    let now = 1000;
    const page = mount(
      <NotificationSettings storage={fakeBrowser.storage.local} instance={ours} now={() => now} />,
    );
    await page.waitForText(/tell me directly/);
    page.byLabel(/is viewed/).click();
    await vi.waitFor(() => expect(page.byLabel(SWITCH).disabled).toBe(false));
    page.byLabel(SWITCH).click();
    await vi.waitFor(async () => expect((await saved()).feedFor).toEqual({ i1: 1000 }));
    now = 5000;
    page.byLabel(SWITCH).click();
    await vi.waitFor(async () =>
      expect(await saved()).toMatchObject({ feedFor: {}, viewedFor: { i1: 5000 } }),
    );
    page.unmount();
  });

  it('is not offered on an instance that has no feed, as Password Pusher has none', async () => {
    const page = mount(
      <NotificationSettings
        storage={fakeBrowser.storage.local}
        instance={{ ...ours, offersFeed: false }}
        now={() => 0}
      />,
    );
    await page.waitForText(/is viewed/);
    expect(page.text()).not.toMatch(/tell me directly/);
    page.unmount();
  });
});

describe('the feed in what an instance says of itself', () => {
  it('is offered only on an explicit secret_push_features.notifications.enabled', () => {
    const json = versionJson('0.1.0', defaultSettings());
    expect(featuresFromVersion(json).notificationFeed).toBe(true);
    const { secret_push_features: _, secret_push_version: __, ...pwpush } = json;
    expect(featuresFromVersion(pwpush).notificationFeed).toBe(false);
    const vague = { ...json, secret_push_features: { notifications: { enabled: 'yes' } } };
    expect(featuresFromVersion(vague as never).notificationFeed).toBe(false);
  });

  it('is still read inside features, where servers before secret_push_features put it', () => {
    const { secret_push_features: _, ...json } = versionJson('0.1.0', defaultSettings());
    const older = { ...json, features: { ...json.features, notifications: { enabled: true } } };
    expect(featuresFromVersion(older).notificationFeed).toBe(true);
    const off = { ...json, features: { ...json.features, notifications: { enabled: false } } };
    expect(featuresFromVersion(off).notificationFeed).toBe(false);
  });
});
