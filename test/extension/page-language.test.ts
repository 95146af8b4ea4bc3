import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatList, setPageLanguage } from '../../extension/lib/i18n.ts';

const original = { getMessage: fakeBrowser.i18n.getMessage, getUILanguage: fakeBrowser.i18n.getUILanguage };

/** The browser reading the catalog of `code`, its interface in `ui`. */
function reading(code: string, ui = 'en-US') {
  fakeBrowser.i18n.getMessage = (key: string) => (key === 'catalog_language' ? code : '');
  fakeBrowser.i18n.getUILanguage = () => ui;
}

describe('an extension page in its catalog’s language', () => {
  afterEach(() => Object.assign(fakeBrowser.i18n, original));

  it('sets lang, and dir right to left for Urdu', () => {
    const root = { lang: '', dir: '' };
    reading('ur');
    setPageLanguage(root);
    expect([root.lang, root.dir]).toEqual(['ur', 'rtl']);
    reading('pt-BR');
    setPageLanguage(root);
    expect([root.lang, root.dir]).toEqual(['pt-BR', 'ltr']);
  });

  it('joins a list as the catalog’s language does', () => {
    reading('ja');
    expect(formatList(['テキスト', 'URL', 'ファイル'])).toBe('テキスト、URL、ファイル');
    reading('de', 'de-AT');
    expect(formatList(['Text', 'URL', 'Dateien'])).toBe('Text, URL und Dateien');
  });
});
