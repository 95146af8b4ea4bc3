// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { QrCode } from '../../extension/components/QrCode.tsx';
import { handleMenuClick, MENU_PUSH_SELECTION } from '../../extension/lib/context-menu.ts';
import { loadSettings } from '../../extension/lib/settings-store.ts';
import { LANGUAGES, linkInLanguage } from '../../shared/languages.ts';
import { ourPush } from '../shared/api-fixtures.ts';
import { mount } from './dom-helpers.ts';
import { configure, instance, menuTestEnv, notifications } from './menu-fixtures.ts';
import { popup } from './popup-fixture.tsx';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const LABEL = "Recipient's language";

type Page = Awaited<ReturnType<typeof popup>>['page'];

async function choose(page: Page, code: string) {
  const select = page.byLabel(LABEL) as unknown as HTMLSelectElement;
  select.value = code;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await tick();
}

const shownLink = (page: Page) => page.root.querySelector('[data-testid="secret-link"]')?.textContent ?? '';
const shownLanguage = (page: Page) => page.root.querySelector('[data-testid="link-language"]');
const qrPath = (root: Element) => root.querySelector('svg.qr path')?.getAttribute('d');

async function push(page: Page, secret: string) {
  await page.type('Secret', secret);
  page.button('Push').click();
  await page.waitForText(/Pushed\./);
}

describe('the link in the recipient’s language', () => {
  beforeEach(() => fakeBrowser.reset());

  it('adds ?locale= to the link, keeping its own query and fragment', () => {
    expect(linkInLanguage('https://pwpush.com/p/abc', 'ja')).toBe('https://pwpush.com/p/abc?locale=ja');
    expect(linkInLanguage('https://x.test/p/abc/r', 'pt-BR')).toBe('https://x.test/p/abc/r?locale=pt-BR');
    expect(linkInLanguage('https://x.test/p/abc?a=1%202&b', 'de')).toBe(
      'https://x.test/p/abc?a=1%202&b&locale=de',
    );
    expect(linkInLanguage('https://x.test/p/abc?locale=fr&a=1#top', 'zh-CN')).toBe(
      'https://x.test/p/abc?a=1&locale=zh-CN#top',
    );
  });

  it('leaves the link alone for the recipient’s browser’s language or a code that is not ours', () => {
    expect(linkInLanguage('https://x.test/p/abc?a=1', '')).toBe('https://x.test/p/abc?a=1');
    expect(linkInLanguage('https://x.test/p/abc', 'tlh')).toBe('https://x.test/p/abc');
  });

  it('offers their browser’s language first, then every language in its own name and lang', async () => {
    const { page } = await popup();
    await page.waitForText(/New push/);
    const options = [...(page.byLabel(LABEL) as unknown as HTMLSelectElement).options];
    expect(options.map((o) => [o.value, o.text, o.lang])).toEqual([
      ['', "Their browser's language", ''],
      ...LANGUAGES.map((l) => [l.code, l.name, l.code]),
    ]);
    expect(options.find((o) => o.value === 'ur')?.dir).toBe('rtl');
    page.unmount();
  });

  it('shows, copies and draws as QR the link with ?locale=, and says its language', async () => {
    const { page, copied } = await popup();
    await page.waitForText(/New push/);
    await choose(page, 'ja');
    await push(page, 'hunter2');
    const link = shownLink(page);
    expect(link).toMatch(/^http:\/\/push\.test\/p\/tok0001x+\/r\?locale=ja$/);
    expect(shownLanguage(page)?.textContent).toBe('The link opens in 日本語.');
    expect(shownLanguage(page)?.querySelector('span[lang="ja"]')?.textContent).toBe('日本語');
    page.button('Copy link').click();
    await page.waitForText(/Copied/);
    expect(copied).toEqual([link]);
    const expected = mount(<QrCode text={link} label="" />);
    expect(qrPath(page.root)).toBe(qrPath(expected.root));
    expected.unmount();
    page.unmount();
  });

  it('adds no locale by default, and says the recipient’s browser decides', async () => {
    const { page } = await popup();
    await page.waitForText(/New push/);
    await push(page, 'hunter2');
    expect(shownLink(page)).toMatch(/^http:\/\/push\.test\/p\/tok0001x+\/r$/);
    expect(shownLanguage(page)?.textContent).toBe(
      "The link opens in the language of the recipient's browser.",
    );
    page.unmount();
  });

  it('remembers the last choice for the instance, for the next push and the next popup', async () => {
    const first = await popup();
    await first.page.waitForText(/New push/);
    await choose(first.page, 'pt-BR');
    await push(first.page, 'one');
    const [saved] = (await loadSettings(fakeBrowser.storage.local)).instances;
    expect(saved?.defaults.recipientLocale).toBe('pt-BR');
    first.page.button('Push another').click();
    await first.page.waitForText(/New push/);
    expect(first.page.byLabel(LABEL).value).toBe('pt-BR');
    // Switching tabs remounts the form from the popup's settings: the choice is still there.
    first.page.button('Active').click();
    await vi.waitFor(() => expect(first.page.root.querySelector('#recipient-language')).toBeNull());
    first.page.button('New push').click();
    await first.page.waitForText(/Expire after/);
    expect(first.page.byLabel(LABEL).value).toBe('pt-BR');
    first.page.unmount();

    const again = await popup('alice', instance().features, saved?.defaults);
    await again.page.waitForText(/New push/);
    expect(again.page.byLabel(LABEL).value).toBe('pt-BR');
    await choose(again.page, '');
    await push(again.page, 'two');
    expect(shownLink(again.page)).not.toMatch(/locale=/);
    expect((await loadSettings(fakeBrowser.storage.local)).instances[0]?.defaults.recipientLocale).toBe('');
    again.page.unmount();
  });

  it('gives a menu push the instance’s language, in the copied link and its note', async () => {
    await configure(instance({ token: 'tok', defaults: { ...instance().defaults, recipientLocale: 'ur' } }));
    const { env, copied } = menuTestEnv(201, ourPush({ views_remaining: 3, expire_after_views: 3 }));
    expect(await handleMenuClick({ menuItemId: MENU_PUSH_SELECTION, selectionText: 'hunter2' }, env)).toBe(
      'pushed',
    );
    expect(copied).toEqual(['https://ours.example/p/abc123def456?locale=ur']);
    expect((await notifications())[0]?.message).toBe(
      'Expires after 3 views or in 15 minutes. The link opens in اردو.',
    );
  });
});
