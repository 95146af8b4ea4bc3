import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleMenuClick, MENU_PUSH_SELECTION } from '../../extension/lib/context-menu.ts';
import { keptPassphrase } from '../../extension/lib/kept-passphrases.ts';
import { forgetInstance, markExpired } from '../../extension/lib/local-history.ts';
import { saveNotificationSettings } from '../../extension/lib/notification-settings.ts';
import { defaultPushDefaults } from '../../extension/lib/settings-store.ts';
import { ourPush } from '../shared/api-fixtures.ts';
import { configure, menuTestEnv as env, instance, menuNow, notifications } from './menu-fixtures.ts';

const withPassphrase = (token = '') =>
  instance({ token, defaults: { ...defaultPushDefaults(), durationIndex: 0, passphrase: true } });
const selection = { menuItemId: MENU_PUSH_SELECTION, selectionText: 'hunter2' };
const area = () => fakeBrowser.storage.local;

async function pushWithPassphrase(token = '') {
  await configure(withPassphrase(token));
  const { env: e, calls } = env(201, ourPush());
  expect(await handleMenuClick(selection, e)).toBe('pushed');
  const sent = JSON.parse(calls[0]?.body ?? '').push.passphrase as string;
  expect(sent).toMatch(/^[a-zA-Z2-9]{4}(-[a-zA-Z2-9]{4}){3}$/);
  return sent;
}

describe('context menu: generated passphrases', () => {
  beforeEach(() => fakeBrowser.reset());

  it.each([
    ['without a token', ''],
    ['with a token', 'tok'],
  ])('keeps the generated passphrase in the extension, %s, until the push expires', async (_, token) => {
    const sent = await pushWithPassphrase(token);
    expect(await keptPassphrase(area(), 'abc123def456', menuNow)).toBe(sent);
    const expiresAt = Date.parse('2026-01-01T00:15:00.000Z');
    expect(await keptPassphrase(area(), 'abc123def456', expiresAt)).toBeNull();
  });

  it('puts the passphrase in the notification unless told not to', async () => {
    const sent = await pushWithPassphrase();
    expect((await notifications())[0]?.message).toBe(
      `Expires after 5 views or in 15 minutes. Passphrase (send it separately): ${sent}`,
    );
  });

  it('leaves the passphrase out of the notification when notifications go without it', async () => {
    await saveNotificationSettings(area(), { withoutPassphrase: true, viewedFor: {} });
    const sent = await pushWithPassphrase();
    const [note] = await notifications();
    expect(note?.message).toBe(
      'Expires after 5 views or in 15 minutes. Its passphrase is in the Secret Push popup.',
    );
    expect(JSON.stringify(note)).not.toContain(sent);
  });

  it('forgets the passphrase when the push is expired from this browser or its instance removed', async () => {
    await pushWithPassphrase();
    await markExpired(area(), 'abc123def456');
    expect(await keptPassphrase(area(), 'abc123def456', menuNow)).toBeNull();
    await pushWithPassphrase();
    await forgetInstance(area(), 'i1');
    expect(await keptPassphrase(area(), 'abc123def456', menuNow)).toBeNull();
  });

  it('keeps no passphrase for a push made without one', async () => {
    await configure(instance());
    const { env: e } = env(201, ourPush());
    await handleMenuClick(selection, e);
    expect(await area().get('keptPassphrases')).toEqual({});
  });
});
