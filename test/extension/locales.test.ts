import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMessage, type MessageFile, placeholdersOf } from '../../extension/lib/message-format.ts';

const DIR = 'extension/public/_locales';
const read = (lang: string) =>
  JSON.parse(readFileSync(join(DIR, lang, 'messages.json'), 'utf8')) as MessageFile;
const english = read('en');
const others = readdirSync(DIR).filter((lang) => lang !== 'en');

/** Key -> the placeholders its message uses and the ones it declares. */
function shape(file: MessageFile) {
  return Object.fromEntries(
    Object.entries(file).map(([key, entry]) => [
      key,
      {
        used: placeholdersOf(entry.message),
        declared: Object.keys(entry.placeholders ?? {})
          .map((n) => n.toLowerCase())
          .sort(),
        contents: Object.values(entry.placeholders ?? {})
          .map((p) => p.content)
          .sort(),
      },
    ]),
  );
}

describe('locales', () => {
  it('declares every placeholder English uses, and uses every one it declares', () => {
    for (const [key, s] of Object.entries(shape(english))) expect([key, s.used]).toEqual([key, s.declared]);
  });

  it.each(others)('%s has exactly the keys of English, with the same placeholders', (lang) => {
    const file = read(lang);
    expect(Object.keys(file).sort()).toEqual(Object.keys(english).sort());
    expect(shape(file)).toEqual(shape(english));
    for (const entry of Object.values(file)) expect(entry.message.trim()).not.toBe('');
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
