import { randomUUID } from 'node:crypto';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  loadNotificationSettings,
  saveNotificationSettings,
  withFeedFor,
} from '../../extension/lib/notification-settings.ts';
import { loadSettings, saveSettings } from '../../extension/lib/settings-store.ts';
import type { NotifyEvent } from '../../server/store/records.ts';
import { watchSetup } from './view-fixtures.ts';

const area = () => fakeBrowser.storage.local;

/**
 * The viewed watch over the real app, on an instance whose version offered the event feed (or
 * not, as Password Pusher's never does), with the feed switched on at the clock's time unless told.
 * Events are put in alice's feed as the server's notifier puts them; every URL asked is recorded.
 */
export async function feedSetup(options: { offered?: boolean; switchedOn?: boolean } = {}) {
  const w = await watchSetup({ sealed: true });
  const urls: string[] = [];
  const fetch = w.env.fetch;
  w.env.fetch = (url, init) => {
    const { pathname, search } = new URL(url);
    urls.push(`${pathname}${search}`);
    return fetch(url, init);
  };
  const settings = await loadSettings(area());
  const features = {
    edition: 'oss',
    version: '0.1.0',
    anonymousAccess: true,
    urlPushes: true,
    qrPushes: true,
    filePushes: false,
    notificationFeed: options.offered !== false,
  };
  await saveSettings(area(), { ...settings, instances: settings.instances.map((i) => ({ ...i, features })) });
  const feedSwitch = async (on: boolean) => {
    const current = await loadNotificationSettings(area());
    await saveNotificationSettings(area(), withFeedFor(current, 'i1', on, w.h.clock.now));
  };
  if (options.switchedOn !== false) await feedSwitch(true);
  const alice = await w.h.store.findUserByEmail('alice@example.com');
  if (alice === undefined) throw new Error('no alice');
  /** One event of a push of alice's, at the clock's time unless `at` says when. */
  const event = async (
    event: NotifyEvent,
    push: { token: string; name?: string; kind?: string },
    at = w.h.clock.now,
    id = randomUUID(),
  ) =>
    w.h.store.insertNotification({
      id,
      userId: alice.id,
      event,
      urlToken: w.h.cipher.seal(push.token),
      name: w.h.cipher.seal(push.name ?? ''),
      kind: (push.kind ?? 'text') as 'text',
      createdAt: at,
    });
  const messages = async () => (await w.notes()).map((n) => n.message);
  return { ...w, urls, event, feedSwitch, messages };
}
