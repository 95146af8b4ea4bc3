import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatMessage,
  type MessageEntry,
  type MessageFile,
  placeholdersOf,
} from '../../extension/lib/message-format.ts';
import { LANGUAGES } from '../../shared/languages.ts';

const DIR = 'extension/public/_locales';
/**
 * Browsers name locale folders with an underscore (`pt_BR` holds `pt-BR`), and know Norwegian
 * Bokmål, Password Pusher's `no`, as `nb`: Chromium in Norwegian ignores a `no` folder.
 */
const folderOf = (code: string) => (code === 'no' ? 'nb' : code.replace('-', '_'));
const read = (code: string) =>
  JSON.parse(readFileSync(join(DIR, folderOf(code), 'messages.json'), 'utf8')) as MessageFile;
const english = read('en');
const codes = LANGUAGES.map((l) => l.code);
/** Catalogs that must not read as English; British English may match it where nothing differs. */
const translated = codes.filter((code) => code !== 'en' && code !== 'en-GB');

/** Names for counts: English has `<base>_one` and `<base>_other`; other languages their CLDR categories. */
const pluralBases = new Set(Object.keys(english).flatMap((key) => /^(.+)_one$/.exec(key)?.[1] ?? []));
const baseOf = (key: string) => {
  const base = /^(.+)_(zero|one|two|few|many|other)$/.exec(key)?.[1];
  return base !== undefined && pluralBases.has(base) ? base : null;
};

/** English's keys, each plural base in the CLDR categories of `code`. */
function expectedKeys(code: string): string[] {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const plain = Object.keys(english).filter((key) => baseOf(key) === null);
  const plural = [...pluralBases].flatMap((base) => categories.map((category) => `${base}_${category}`));
  return [...plain, ...plural].sort();
}

/** The English message a key stands for: its own, or for a plural form English's `_other`. */
function englishFor(key: string): MessageEntry | undefined {
  const base = baseOf(key);
  return english[base === null ? key : `${base}_other`];
}

/** The placeholders a message uses, the ones it declares, and what they are filled from. */
function shape(entry: MessageEntry | undefined) {
  return {
    used: placeholdersOf(entry?.message ?? ''),
    declared: Object.keys(entry?.placeholders ?? {})
      .map((n) => n.toLowerCase())
      .sort(),
    contents: Object.values(entry?.placeholders ?? {})
      .map((p) => p.content)
      .sort(),
  };
}

/** Names that read the same in every language. */
const SAME_EVERYWHERE = new Set(['Secret Push', 'Password Pusher']);
const wordsOf = (message: string) =>
  message
    .replace(/\$[A-Za-z0-9_@]+\$/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));

/** Keys whose message is English's word for word, longer than a couple of words: left untranslated. */
function leftoverEnglish(file: MessageFile): string[] {
  return Object.entries(file)
    .filter(([key, entry]) => {
      const message = entry.message.trim();
      return (
        message === englishFor(key)?.message.trim() &&
        wordsOf(message).length > 2 &&
        !SAME_EVERYWHERE.has(message)
      );
    })
    .map(([key]) => key);
}

describe('locales', () => {
  it('has one folder for each of the 34 languages, named as browsers name them', () => {
    expect(codes).toHaveLength(34);
    expect(readdirSync(DIR).sort()).toEqual(codes.map(folderOf).sort());
  });

  it('declares every placeholder English uses, and uses every one it declares', () => {
    for (const [key, entry] of Object.entries(english)) {
      const s = shape(entry);
      expect([key, s.used]).toEqual([key, s.declared]);
    }
  });

  it('knows the CLDR categories of the languages that need more than one and other', () => {
    expect(expectedKeys('pl').filter((k) => baseOf(k) === 'views')).toEqual([
      'views_few',
      'views_many',
      'views_one',
      'views_other',
    ]);
    expect(expectedKeys('ja').filter((k) => baseOf(k) === 'views')).toEqual(['views_other']);
    expect(expectedKeys('cy').filter((k) => baseOf(k) === 'views')).toHaveLength(6);
  });

  describe.each(codes)('%s', (code) => {
    it('has English’s keys, with its own plural categories for counts', () => {
      expect(Object.keys(read(code)).sort()).toEqual(expectedKeys(code));
    });

    it('fills the same placeholders as English, and leaves no message empty', () => {
      for (const [key, entry] of Object.entries(read(code))) {
        expect([key, shape(entry)]).toEqual([key, shape(englishFor(key))]);
        expect([key, entry.message.trim()]).not.toEqual([key, '']);
      }
    });

    it('names its own language, so counts follow that language’s plural rules', () => {
      expect(read(code).catalog_language?.message).toBe(code);
    });

    it.runIf(translated.includes(code))('leaves no English sentence untranslated', () => {
      expect(leftoverEnglish(read(code))).toEqual([]);
    });
  });

  it('tells a sentence left in English from a name or a word the language shares', () => {
    const file: MessageFile = {
      extName: { message: 'Secret Push' },
      kind_url: { message: 'URL' },
      files_entry: { message: '$NAME$ ($SIZE$)' },
      result_whole_days: { message: englishFor('result_whole_days')?.message ?? '' },
      views_few: { message: englishFor('views_other')?.message ?? '' },
      row_files_title_many: { message: englishFor('row_files_title_other')?.message ?? '' },
    };
    expect(leftoverEnglish(file)).toEqual(['result_whole_days', 'row_files_title_many']);
  });

  it('fills named placeholders from their numbered substitutions, as browsers do', () => {
    const file: MessageFile = {
      left: {
        message: 'Only $COUNT$ of $Total$ left, $$5 each',
        placeholders: { count: { content: '$1' }, total: { content: '$2' } },
      },
    };
    expect(formatMessage(file, 'left', ['2', '9'])).toBe('Only 2 of 9 left, $5 each');
    expect(formatMessage(file, 'missing')).toBe('');
  });
});
