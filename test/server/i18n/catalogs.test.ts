import { describe, expect, it } from 'vitest';
import type { Catalog, Message } from '../../../server/i18n/catalog.ts';
import { CATALOGS } from '../../../server/i18n/catalogs/index.ts';
import { LANGUAGES } from '../../../shared/languages.ts';

const english = CATALOGS.en as Catalog;
const others = LANGUAGES.map((l) => l.code).filter((code) => code !== 'en');

/** Every message of a catalog as `area.key` -> message. */
const flat = (catalog: Catalog): Map<string, Message> =>
  new Map(
    Object.entries(catalog).flatMap(([area, messages]) =>
      Object.entries(messages as Record<string, Message>).map(([key, m]) => [`${area}.${key}`, m] as const),
    ),
  );

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
const forms = (m: Message): string[] => (typeof m === 'string' ? [m] : Object.values(m));

/**
 * Identical to English and at least two words: English left behind. A lone word ("Dashboard",
 * "Token", "Admin") may really be the language's own.
 */
function leftoverEnglish(text: string, englishText: string): boolean {
  if (text !== englishText) return false;
  const words = text.replace(/\{\w+\}/g, ' ').match(/\p{L}{2,}/gu) ?? [];
  return words.length >= 2;
}

const englishMessages = flat(english);

describe('server catalogs', () => {
  it('has a catalog for each of the 34 languages', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  it('words every English count message in English’s own plural forms', () => {
    for (const [key, m] of englishMessages) {
      if (typeof m !== 'string') expect([key, Object.keys(m).sort()]).toEqual([key, ['one', 'other']]);
    }
  });

  it.each(others)('%s has exactly English’s keys, placeholders and its own plural forms', (code) => {
    const messages = flat(CATALOGS[code] as Catalog);
    expect([...messages.keys()].sort()).toEqual([...englishMessages.keys()].sort());
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories.slice().sort();
    const problems: string[] = [];
    for (const [key, source] of englishMessages) {
      const m = messages.get(key) as Message;
      const wanted = placeholders(typeof source === 'string' ? source : source.other);
      if (typeof source === 'string' && typeof m !== 'string') problems.push(`${key}: a count message`);
      if (typeof source !== 'string') {
        if (typeof m === 'string') problems.push(`${key}: not a count message`);
        else if (Object.keys(m).sort().join() !== categories.join())
          problems.push(`${key}: forms ${Object.keys(m)}`);
      }
      const whole = typeof m === 'string' ? m : m.other;
      if (placeholders(whole).join() !== wanted.join())
        problems.push(`${key}: placeholders ${placeholders(whole)}`);
      for (const form of forms(m)) {
        if (form.trim() === '') problems.push(`${key}: empty`);
        if (placeholders(form).some((p) => !wanted.includes(p))) problems.push(`${key}: unknown placeholder`);
      }
      if (code !== 'en-GB' && typeof source === 'string' && leftoverEnglish(m as string, source)) {
        problems.push(`${key}: still English`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('finds English left in a catalog', () => {
    expect(leftoverEnglish('Your secret', 'Your secret')).toBe(true);
    expect(leftoverEnglish('Dashboard', 'Dashboard')).toBe(false);
    expect(leftoverEnglish('Dein Geheimnis', 'Your secret')).toBe(false);
  });
});
