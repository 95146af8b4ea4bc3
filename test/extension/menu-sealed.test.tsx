// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DefaultsFields } from '../../extension/components/DefaultsFields.tsx';
import {
  handleMenuClick,
  MENU_PUSH_LINK,
  MENU_PUSH_SELECTION,
  menuItems,
} from '../../extension/lib/context-menu.ts';
import { keptKey } from '../../extension/lib/kept-keys.ts';
import { forgetInstance } from '../../extension/lib/local-history.ts';
import { defaultPushDefaults, type PushDefaults } from '../../extension/lib/settings-store.ts';
import { parsePushKey } from '../../shared/sealed/push-key.ts';
import { openText } from '../../shared/sealed/sealed-text.ts';
import { ourPush } from '../shared/api-fixtures.ts';
import { mount } from './dom-helpers.ts';
import { configure, menuTestEnv as env, instance, menuNow, notifications } from './menu-fixtures.ts';

const SECRET = 'selected:\nhunter2 and the root password';
const sealing = (over: Partial<PushDefaults> = {}) =>
  instance({ token: 'tok', defaults: { ...defaultPushDefaults(), sealMenuPushes: true, ...over } });
const random = (into: Uint8Array) => crypto.getRandomValues(into);

describe('right-click pushes sealed by the instance’s default', () => {
  beforeEach(() => fakeBrowser.reset());

  it('seal the selection, copy the link with its key, keep the key here and leave it out of the note', async () => {
    await configure(sealing());
    const { env: e, calls, copied } = env(201, ourPush(), { randomBytes: random });
    const click = {
      menuItemId: MENU_PUSH_SELECTION,
      selectionText: SECRET,
      pageUrl: 'https://wiki.example/x',
    };
    expect(await handleMenuClick(click, e)).toBe('pushed');
    expect(calls).toHaveLength(1);
    const sent = JSON.parse(calls[0]?.body ?? '').push;
    expect(sent.payload).toMatch(/^This is a sealed Secret Push secret\..*\nSP-SEALED-1\.t\./);
    expect(sent.name).toBe('wiki.example');
    expect(calls[0]?.body).not.toContain('hunter2');
    const [link = ''] = copied;
    expect(link).toMatch(/^https:\/\/ours\.example\/p\/abc123def456#k1=[A-Za-z0-9_-]{43}$/);
    const key = parsePushKey(link);
    if (!key.ok) throw new Error(key.reason);
    expect(await openText(crypto.subtle, key.value, sent.payload)).toEqual({ ok: true, value: SECRET });
    expect(calls[0]?.body).not.toContain(link.split('#k1=')[1]);
    expect(await keptKey(fakeBrowser.storage.local, 'i1', 'abc123def456', menuNow)).toBe(link.split('#')[1]);
    // Removing the instance from this browser takes its keys along.
    await forgetInstance(fakeBrowser.storage.local, 'i1');
    expect(await keptKey(fakeBrowser.storage.local, 'i1', 'abc123def456', menuNow)).toBeNull();
    const [note] = await notifications();
    expect(note?.message).toBe(
      'Expires after 5 views or in 15 minutes. Sealed: the copied link carries its key.',
    );
    expect(JSON.stringify(note)).not.toContain(link.split('#k1=')[1]);
  });

  it('push the selection as it is when the default is off', async () => {
    await configure(sealing({ sealMenuPushes: false }));
    const { env: e, calls, copied } = env(201, ourPush());
    await handleMenuClick({ menuItemId: MENU_PUSH_SELECTION, selectionText: SECRET }, e);
    expect(JSON.parse(calls[0]?.body ?? '').push.payload).toBe(SECRET);
    expect(copied).toEqual(['https://ours.example/p/abc123def456']);
  });

  it('offer no "Push this link" while sealing, and refuse a click from a menu built before', async () => {
    expect(menuItems(sealing()).map((i) => i.id)).toEqual([MENU_PUSH_SELECTION]);
    expect(menuItems(sealing({ sealMenuPushes: false })).map((i) => i.id)).toEqual([
      MENU_PUSH_SELECTION,
      MENU_PUSH_LINK,
    ]);
    await configure(sealing());
    const { env: e, calls } = env(201, ourPush());
    const click = { menuItemId: MENU_PUSH_LINK, linkUrl: 'https://example.com/reset?code=1' };
    expect(await handleMenuClick(click, e)).toBe('failed');
    expect(calls).toEqual([]);
    expect(await notifications()).toEqual([
      expect.objectContaining({
        title: 'Links are not sealed',
        message:
          "“Seal right-click pushes” is on, and a URL push can't be sealed. Select the link text instead.",
      }),
    ]);
  });

  it('refuse a selection whose envelope would pass the limit, before any request', async () => {
    await configure(sealing());
    const { env: e, calls } = env(201, ourPush(), { randomBytes: random });
    const click = { menuItemId: MENU_PUSH_SELECTION, selectionText: 'x'.repeat(800_000) };
    expect(await handleMenuClick(click, e)).toBe('failed');
    expect(calls).toEqual([]);
    expect((await notifications())[0]?.message).toMatch(/^Sealed, this secret takes 1\.1 MB/);
  });

  it('is switched in the options’ defaults, with what it does', async () => {
    const onChange = vi.fn();
    const page = mount(<DefaultsFields value={defaultPushDefaults()} onChange={onChange} idPrefix="i1" />);
    expect(page.text()).toContain(
      'Selected text is encrypted in this browser, and the copied link carries its key.',
    );
    page.byLabel('Seal right-click pushes').click();
    expect(onChange).toHaveBeenCalledWith({ ...defaultPushDefaults(), sealMenuPushes: true });
    page.unmount();
  });
});
