import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleMenuClick, MENU_PUSH_LINK, MENU_PUSH_SELECTION } from '../../extension/lib/context-menu.ts';
import { matchingSelection } from '../../extension/lib/page-selection.ts';
import { ourPush } from '../shared/api-fixtures.ts';
import { configure, menuTestEnv as env, instance, notifications } from './menu-fixtures.ts';

const PEM =
  '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\nBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----';
const DOTENV = 'DB_USER=app\nDB_PASSWORD="s3cr et"\n\nAPI_KEY=abc123\n';
/** What Chrome hands the menu for a multi-line selection: every line break turned into a space. */
const asChromeMenuHasIt = (text: string) => text.replace(/\n/g, ' ');
const sentPayload = (body: string | undefined) => JSON.parse(body ?? '').push.payload as string;
const click = (text: string, over: Record<string, unknown> = {}) => ({
  menuItemId: MENU_PUSH_SELECTION,
  selectionText: asChromeMenuHasIt(text),
  pageUrl: 'https://vault.example:8443/keys?id=1',
  frameId: 3,
  ...over,
});

describe('context menu: multi-line selections', () => {
  beforeEach(() => fakeBrowser.reset());

  it.each([
    ['a PEM block', PEM],
    ['a .env block', DOTENV],
  ])('pushes %s byte for byte from the page when the menu text lost its line breaks', async (_, text) => {
    await configure(instance());
    const readSelection = vi.fn(async () => text);
    const { env: e, calls } = env(201, ourPush(), { readSelection });
    expect(await handleMenuClick(click(text), e, { id: 42 })).toBe('pushed');
    expect(readSelection).toHaveBeenCalledWith(42, 3);
    expect(sentPayload(calls[0]?.body)).toBe(text);
    expect((await notifications())[0]?.message).not.toMatch(/Line breaks/);
  });

  it('pushes the menu text and says line breaks may be lost where the page cannot be read', async () => {
    await configure(instance());
    const { env: e, calls } = env(201, ourPush(), { readSelection: async () => null });
    await handleMenuClick(click(PEM), e, { id: 42 });
    expect(sentPayload(calls[0]?.body)).toBe(asChromeMenuHasIt(PEM));
    expect((await notifications())[0]?.message).toBe(
      'Expires after 5 views or in 15 minutes. Line breaks may have been lost: this page does not let Secret Push read the selection.',
    );
  });

  it('does not take a page selection that is not the text the menu was opened on', async () => {
    await configure(instance());
    const { env: e, calls } = env(201, ourPush(), { readSelection: async () => 'something else\nentirely' });
    await handleMenuClick(click(DOTENV), e, { id: 42 });
    expect(sentPayload(calls[0]?.body)).toBe(asChromeMenuHasIt(DOTENV));
  });

  it('keeps a selection whose line breaks the menu kept (Firefox) without reading the page', async () => {
    await configure(instance());
    const readSelection = vi.fn(async () => 'unused');
    const { env: e, calls } = env(201, ourPush(), { readSelection });
    await handleMenuClick({ ...click(PEM), selectionText: PEM }, e, { id: 42 });
    expect(readSelection).not.toHaveBeenCalled();
    expect(sentPayload(calls[0]?.body)).toBe(PEM);
    expect((await notifications())[0]?.message).not.toMatch(/Line breaks/);
  });

  it('accepts a page selection the menu cut short, whitespace aside', () => {
    expect(matchingSelection('a b c', 'a\nb\r\nc\n')).toBe('a\nb\r\nc\n');
    expect(matchingSelection('ab', 'a\nb\nc')).toBe('a\nb\nc');
    expect(matchingSelection('a b', 'b\na')).toBeNull();
    expect(matchingSelection('a b', '  ')).toBeNull();
  });
});

describe('context menu: names', () => {
  beforeEach(() => fakeBrowser.reset());

  it('names a selection push after the host of the page it came from', async () => {
    await configure(instance());
    const { env: e, calls } = env(201, ourPush());
    await handleMenuClick(click('hunter2'), e, { id: 1 });
    expect(JSON.parse(calls[0]?.body ?? '').push.name).toBe('vault.example:8443');
  });

  it('names a link push after the page the link was on, not the link', async () => {
    await configure(instance());
    const { env: e, calls } = env(201, ourPush({ kind: 'url' }));
    await handleMenuClick(
      {
        menuItemId: MENU_PUSH_LINK,
        linkUrl: 'https://elsewhere.example/x',
        pageUrl: 'https://wiki.example/p',
      },
      e,
    );
    expect(JSON.parse(calls[0]?.body ?? '').push.name).toBe('wiki.example');
  });

  it('sends no name when the page has no host', async () => {
    await configure(instance());
    const { env: e, calls } = env(201, ourPush());
    await handleMenuClick(click('hunter2', { pageUrl: 'file:///home/me/notes.txt' }), e);
    expect(JSON.parse(calls[0]?.body ?? '').push).not.toHaveProperty('name');
  });
});
