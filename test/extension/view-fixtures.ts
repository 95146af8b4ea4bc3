import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveNotificationSettings } from '../../extension/lib/notification-settings.ts';
import { defaultPushDefaults, saveSettings } from '../../extension/lib/settings-store.ts';
import type { WatchEnv } from '../../extension/lib/view-watch.ts';
import { harness } from '../server/harness.ts';

/**
 * The real Secret Push app (in memory, with a clock the test moves) behind the watch's fetch, and
 * the fake browser's storage and notifications around it; every request the watch sends is recorded.
 */
export async function watchSetup(options: { watch?: boolean; token?: boolean; sealed?: boolean } = {}) {
  // `sealed`: the app opens what the test seals with `h.cipher` (the feed's tokens and names).
  const h = await harness(undefined, options.sealed ? { accounts: {} } : {});
  const requests: string[] = [];
  const env: WatchEnv = {
    storage: fakeBrowser.storage.local,
    fetch: async (url, init) => {
      requests.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
      return h.app.fetch(new Request(url, init));
    },
    notify: async (note) => {
      await fakeBrowser.notifications.create({ type: 'basic', iconUrl: '', ...note });
    },
    now: () => h.clock.now,
  };
  const instance = {
    id: 'i1',
    baseUrl: 'http://push.test',
    token: options.token === false ? '' : h.alice,
    defaults: defaultPushDefaults(),
    features: null,
  };
  await saveSettings(fakeBrowser.storage.local, { instances: [instance], activeId: 'i1' });
  const viewedFor: Record<string, number> = options.watch === false ? {} : { i1: h.clock.now };
  await saveNotificationSettings(fakeBrowser.storage.local, { withoutPassphrase: false, viewedFor });
  /** A push of alice's, as the extension or any other client of hers makes it. */
  const push = async (fields: Record<string, unknown> = {}) =>
    (await h.create({ payload: 'hunter2', expire_after_views: 5, ...fields }, h.alice)).url_token;
  /** A recipient opens the secret link: an anonymous read, which counts a view. */
  const view = async (urlToken: string, passphrase?: string) => {
    const query = passphrase ? `?passphrase=${passphrase}` : '';
    const { status } = await h.call('GET', `/api/v2/pushes/${urlToken}${query}`);
    if (status !== 200) throw new Error(`view failed: ${status}`);
  };
  /** Views left as the owner's list reports them; listing counts no view. */
  const viewsLeft = async (urlToken: string) => {
    const { body } = await h.call('GET', '/api/v2/pushes/active', { token: h.alice });
    return (body as { url_token: string; views_remaining: number }[]).find((p) => p.url_token === urlToken)
      ?.views_remaining;
  };
  const notes = async () =>
    Object.values(await fakeBrowser.notifications.getAll()) as { title: string; message: string }[];
  const later = (ms: number) => {
    h.clock.now += ms;
  };
  return { h, env, requests, push, view, viewsLeft, notes, later };
}
