import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleMenuClick, MENU_PUSH_LINK, MENU_PUSH_SELECTION } from '../../extension/lib/context-menu.ts';
import { localPushes } from '../../extension/lib/local-history.ts';
import { formatMessage } from '../../extension/lib/message-format.ts';
import german from '../../extension/public/_locales/de/messages.json';
import { ourPush, pwpushPush } from '../shared/api-fixtures.ts';
import { configure, menuTestEnv as env, instance, notifications } from './menu-fixtures.ts';

const selection = { menuItemId: MENU_PUSH_SELECTION, selectionText: 'hunter2' };

describe('context menu: push selected text', () => {
  beforeEach(() => fakeBrowser.reset());

  it('pushes the selection with the defaults, copies the link and says when it expires', async () => {
    await configure(instance({ token: 'tok' }));
    const { env: e, calls, copied } = env(201, ourPush({ views_remaining: 3, expire_after_views: 3 }));
    expect(await handleMenuClick(selection, e)).toBe('pushed');
    expect(calls[0]?.url).toBe('https://ours.example/api/v2/pushes');
    expect(JSON.parse(calls[0]?.body ?? '').push).toMatchObject({
      kind: 'text',
      payload: 'hunter2',
      expire_after_duration: 0,
      expire_after_days: 1,
      expire_after_views: 3,
    });
    expect(copied).toEqual(['https://ours.example/p/abc123def456']);
    expect(await notifications()).toEqual([
      expect.objectContaining({
        title: 'Secret link copied',
        message: 'Expires after 3 views or in 15 minutes.',
      }),
    ]);
  });

  it('shows the whole days pwpush OSS applied when it ignores the exact duration', async () => {
    await configure(instance());
    const { env: e } = env(201, pwpushPush());
    await handleMenuClick(selection, e);
    expect((await notifications())[0]?.message).toBe('Expires after 5 views or in 1 day.');
  });

  it('opens the options page when no instance is configured, and sends nothing', async () => {
    const { env: e, calls } = env(201, ourPush());
    expect(await handleMenuClick(selection, e)).toBe('options-opened');
    expect(e.openOptions).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
  });

  it.each([
    [401, '', 'The instance did not accept your API token'],
    [422, { payload: ['Payload is required.'] }, 'The instance refused the push'],
    [429, { error: 'slow down' }, 'Too many requests'],
    [500, { error: 'boom' }, 'The instance had a problem (500)'],
  ])('ends a %i answer in a notification that says what happened', async (status, body, title) => {
    await configure(instance({ token: 'tok' }));
    const { env: e, copied } = env(status, body);
    expect(await handleMenuClick(selection, e)).toBe('failed');
    expect(copied).toEqual([]);
    expect((await notifications())[0]?.title).toBe(title);
  });

  it('says the instance cannot be reached when offline', async () => {
    await configure(instance());
    const { env: e } = env(201, ourPush(), {
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await handleMenuClick(selection, e)).toBe('failed');
    expect((await notifications())[0]).toMatchObject({ title: 'Could not reach ours.example' });
  });

  it('asks to save the instance again when the origin permission is missing', async () => {
    await configure(instance());
    const { env: e, calls } = env(201, ourPush(), { hasOrigin: async () => false });
    expect(await handleMenuClick(selection, e)).toBe('failed');
    expect(calls).toEqual([]);
    expect((await notifications())[0]?.title).toBe('No access to ours.example');
  });

  it('remembers a push made without a token by its metadata only, never the text', async () => {
    await configure(instance());
    const { env: e } = env(201, ourPush({ passphrase: 'pp' }));
    await handleMenuClick(selection, e);
    expect(await localPushes(fakeBrowser.storage.local, 'i1')).toHaveLength(1);
    const stored = JSON.stringify(await fakeBrowser.storage.local.get(null));
    expect(stored).not.toContain('hunter2');
    expect(stored).not.toContain('/p/abc123def456');
  });

  it('tells the person when the link could not be copied', async () => {
    await configure(instance({ token: 'tok' }));
    const { env: e } = env(201, ourPush(), { copy: async () => false });
    expect(await handleMenuClick(selection, e)).toBe('pushed');
    expect((await notifications())[0]?.title).toBe('Pushed, but the link was not copied');
  });
});

describe('context menu in another language', () => {
  const english = fakeBrowser.i18n.getMessage;
  beforeEach(() => {
    fakeBrowser.reset();
    fakeBrowser.i18n.getMessage = (key: string, substitutions?: string | string[]) =>
      formatMessage(german, key, typeof substitutions === 'string' ? [substitutions] : substitutions);
  });
  afterEach(() => {
    fakeBrowser.i18n.getMessage = english;
  });

  it.each([
    [401, '', 'Die Instanz hat dein API-Token nicht angenommen', /^Öffne die Einstellungen/],
    [404, { error: 'no route' }, 'ours.example ist keine Password-Pusher-Instanz', /Adresse/],
    [503, { error: 'down' }, 'Die Instanz hatte ein Problem (503)', /Server/],
  ])(
    'ends a failed %i push in a notification in the browser’s language',
    async (status, body, title, detail) => {
      await configure(instance({ token: 'tok' }));
      const { env: e } = env(status, body);
      expect(await handleMenuClick(selection, e)).toBe('failed');
      const [note] = await notifications();
      expect(note?.title).toBe(title);
      expect(note?.message).toMatch(detail);
    },
  );
});

describe('context menu: push this link', () => {
  beforeEach(() => fakeBrowser.reset());

  it('makes a URL push of the link', async () => {
    await configure(instance());
    const { env: e, calls } = env(201, ourPush({ kind: 'url' }));
    await handleMenuClick({ menuItemId: MENU_PUSH_LINK, linkUrl: 'https://a.example/x' }, e);
    expect(JSON.parse(calls[0]?.body ?? '').push).toMatchObject({
      kind: 'url',
      payload: 'https://a.example/x',
    });
  });

  it('refuses without a request when the instance disables URL pushes', async () => {
    const base = instance();
    await configure(instance({ features: base.features && { ...base.features, urlPushes: false } }));
    const { env: e, calls } = env(201, ourPush());
    expect(await handleMenuClick({ menuItemId: MENU_PUSH_LINK, linkUrl: 'https://a.example' }, e)).toBe(
      'failed',
    );
    expect(calls).toEqual([]);
  });
});
