import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { messagesLanguage, tn } from '../../extension/lib/i18n.ts';
import { formatMessage, type MessageFile } from '../../extension/lib/message-format.ts';
import english from '../../extension/public/_locales/en/messages.json';

const count = { count: { content: '$1' } };
const polish: MessageFile = {
  catalog_language: { message: 'pl' },
  views_one: { message: '$COUNT$ wyświetlenie', placeholders: count },
  views_few: { message: '$COUNT$ wyświetlenia', placeholders: count },
  views_many: { message: '$COUNT$ wyświetleń', placeholders: count },
  views_other: { message: '$COUNT$ wyświetlenia', placeholders: count },
};
const japanese: MessageFile = {
  catalog_language: { message: 'ja' },
  views_other: { message: '$COUNT$ 回', placeholders: count },
};
/** French with its `many` form (1,000,000 and up) missing. */
const frenchWithoutMany: MessageFile = {
  catalog_language: { message: 'fr' },
  views_one: { message: '$COUNT$ consultation', placeholders: count },
  views_other: { message: '$COUNT$ consultations', placeholders: count },
};

const original = { getMessage: fakeBrowser.i18n.getMessage, getUILanguage: fakeBrowser.i18n.getUILanguage };

/**
 * The browser reading `catalog`, with English (the default locale) behind it for any name the
 * catalog lacks, as Chrome and Firefox do; its interface language says `ui`.
 */
function browserReading(catalog: MessageFile, ui: string) {
  fakeBrowser.i18n.getMessage = (key: string, substitutions?: string | string[]) => {
    const subs = typeof substitutions === 'string' ? [substitutions] : substitutions;
    return formatMessage(catalog, key, subs) || formatMessage(english, key, subs);
  };
  fakeBrowser.i18n.getUILanguage = () => ui;
}

describe('counts in the language the messages are in', () => {
  afterEach(() => Object.assign(fakeBrowser.i18n, original));

  it('picks each of Polish’s forms, by the catalog’s language rather than the interface’s', () => {
    // Chromium started with --lang=pl reads the Polish catalog yet says en-US here.
    browserReading(polish, 'en-US');
    expect(messagesLanguage()).toBe('pl');
    expect([1, 2, 5, 22, 112].map((n) => tn('views', n))).toEqual([
      '1 wyświetlenie',
      '2 wyświetlenia',
      '5 wyświetleń',
      '22 wyświetlenia',
      '112 wyświetleń',
    ]);
  });

  it('uses the one form Japanese has, never English’s singular behind it', () => {
    browserReading(japanese, 'en-US');
    expect(tn('views', 1)).toBe('1 回');
    expect(tn('views', 3)).toBe('3 回');
  });

  it('falls back to the other form when the catalog lacks the category', () => {
    browserReading(frenchWithoutMany, 'fr-FR');
    expect(tn('views', 1)).toBe('1 consultation');
    const million = new Intl.NumberFormat('fr-FR').format(1_000_000);
    expect(tn('views', 1_000_000)).toBe(`${million} consultations`);
  });

  it('counts in English, with English digits, when the browser is in a language without a catalog', () => {
    // Arabic has zero, one, two, few and many: English has only one and other.
    browserReading({}, 'ar');
    expect(messagesLanguage()).toBe('en');
    expect([0, 1, 2, 3, 11].map((n) => tn('views', n))).toEqual([
      '0 views',
      '1 view',
      '2 views',
      '3 views',
      '11 views',
    ]);
  });

  it('goes by the interface language for a catalog that does not name its own', () => {
    const { catalog_language: _, ...unnamed } = polish;
    fakeBrowser.i18n.getMessage = (key: string, substitutions?: string | string[]) =>
      formatMessage(unnamed, key, typeof substitutions === 'string' ? [substitutions] : substitutions);
    fakeBrowser.i18n.getUILanguage = () => 'pl';
    expect(tn('views', 5)).toBe('5 wyświetleń');
  });

  it('keeps plural names typed: only English’s `<base>_one` names are bases', () => {
    browserReading({}, 'en-US');
    expect(tn('files_summary', 2, '3 kB')).toBe('2 files, 3 kB in all');
    // @ts-expect-error -- `extName` has no `_one` form, so it is not a count.
    tn('extName', 1);
  });
});
