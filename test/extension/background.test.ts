import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { syncMenus, wireBackground } from '../../extension/lib/background-wiring.ts';
import { copyThroughOffscreen } from '../../extension/lib/clipboard.ts';
import { MENU_PUSH_LINK, MENU_PUSH_SELECTION } from '../../extension/lib/context-menu.ts';
import { ourPush } from '../shared/api-fixtures.ts';
import { configure, instance, notifications, stubMissingApis } from './menu-fixtures.ts';

describe('background wiring', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.unstubAllGlobals());

  it('offers "Push this link" only while the active instance allows URL pushes', async () => {
    const { menus } = stubMissingApis();
    const base = instance();
    await configure(instance({ features: base.features && { ...base.features, urlPushes: false } }));
    await syncMenus();
    expect(menus.create.mock.calls.map(([item]) => item.id)).toEqual([MENU_PUSH_SELECTION]);
    menus.create.mockClear();
    await configure(base);
    await syncMenus();
    expect(menus.create.mock.calls.map(([item]) => item.id)).toEqual([MENU_PUSH_SELECTION, MENU_PUSH_LINK]);
  });

  it('answers a menu click through the registered listener with a real request and a notification', async () => {
    const stubs = stubMissingApis();
    await configure(instance({ token: 'tok' }));
    const fetch = vi.fn(async () => new Response(JSON.stringify(ourPush()), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    wireBackground();
    stubs.click({ menuItemId: MENU_PUSH_SELECTION, selectionText: 'hunter2' });
    await vi.waitFor(async () => expect(await notifications()).toHaveLength(1));
    expect(fetch).toHaveBeenCalledOnce();
    expect(stubs.contains).toHaveBeenCalledWith({ origins: ['https://ours.example/*'] });
    // This test runs without a DOM or an offscreen API, so the copy cannot happen; it must say so.
    expect((await notifications())[0]?.title).toBe('Pushed, but the link was not copied');
  });
});

describe('copyThroughOffscreen', () => {
  it('opens the offscreen document, hands it the text and closes it again', async () => {
    const offscreen = {
      createDocument: vi.fn(async () => undefined),
      closeDocument: vi.fn(async () => undefined),
    };
    const send = vi.fn(async () => true);
    const copy = copyThroughOffscreen(offscreen, send, '/offscreen.html');
    expect(await copy('https://x/p/t')).toBe(true);
    expect(offscreen.createDocument).toHaveBeenCalledWith(
      expect.objectContaining({ reasons: ['CLIPBOARD'] }),
    );
    expect(send).toHaveBeenCalledWith({ type: 'offscreen-copy', text: 'https://x/p/t' });
    expect(offscreen.closeDocument).toHaveBeenCalledOnce();
  });

  it('asks again when the document just opened is not listening yet, then copies', async () => {
    const offscreen = {
      createDocument: vi.fn(async () => undefined),
      closeDocument: vi.fn(async () => undefined),
    };
    const send = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('Could not establish connection. Receiving end does not exist.'))
      .mockResolvedValueOnce(true);
    const waits: number[] = [];
    const copy = copyThroughOffscreen(offscreen, send, '/o.html', async (ms) => {
      waits.push(ms);
    });
    expect(await copy('https://x/p/t')).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([100]);
    expect(offscreen.closeDocument).toHaveBeenCalledOnce();
  });

  it('reports failure when the document does not confirm the copy', async () => {
    const offscreen = {
      createDocument: vi.fn(async () => undefined),
      closeDocument: vi.fn(async () => undefined),
    };
    const noWait = async () => {};
    expect(await copyThroughOffscreen(offscreen, async () => undefined, '/o.html', noWait)('x')).toBe(false);
  });
});
