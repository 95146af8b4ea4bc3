/** A language pages and links can be in: Password Pusher's code for it, its own name, its direction. */
export interface Language {
  code: string;
  /** The language's name in itself, as a picker lists it. */
  name: string;
  dir: 'ltr' | 'rtl';
}

const ltr = (code: string, name: string): Language => ({ code, name, dir: 'ltr' });

/** Password Pusher's `enabled_language_codes`, so `?locale=` links made by its clients keep their language. */
export const LANGUAGES: readonly Language[] = [
  ltr('ca', 'Català'),
  ltr('cs', 'Čeština'),
  ltr('cy', 'Cymraeg'),
  ltr('da', 'Dansk'),
  ltr('de', 'Deutsch'),
  ltr('en', 'English'),
  ltr('en-GB', 'English (UK)'),
  ltr('es', 'Español'),
  ltr('eu', 'Euskara'),
  ltr('fi', 'Suomi'),
  ltr('fr', 'Français'),
  ltr('ga', 'Gaeilge'),
  ltr('hi', 'हिन्दी'),
  ltr('hu', 'Magyar'),
  ltr('id', 'Bahasa Indonesia'),
  ltr('is', 'Íslenska'),
  ltr('it', 'Italiano'),
  ltr('ja', '日本語'),
  ltr('ko', '한국어'),
  ltr('lv', 'Latviešu'),
  ltr('nl', 'Nederlands'),
  ltr('no', 'Norsk'),
  ltr('pl', 'Polski'),
  ltr('pt-BR', 'Português (Brasil)'),
  ltr('pt-PT', 'Português (Portugal)'),
  ltr('ro', 'Română'),
  ltr('ru', 'Русский'),
  ltr('sr', 'Српски'),
  ltr('sk', 'Slovenčina'),
  ltr('sv', 'Svenska'),
  ltr('th', 'ไทย'),
  ltr('uk', 'Українська'),
  { code: 'ur', name: 'اردو', dir: 'rtl' },
  ltr('zh-CN', '简体中文'),
];

export const DEFAULT_LANGUAGE = 'en';

const byLowerCode = new Map(LANGUAGES.map((l) => [l.code.toLowerCase(), l]));

/**
 * Tags whose nearest language is not found by cutting the tag down: CLDR's parents where they
 * differ from the language alone (`en-AU` is British English, `pt-AO` European Portuguese), and
 * the Norwegian written standards.
 */
const NEAREST: Readonly<Record<string, string>> = {
  'en-au': 'en-GB',
  'en-nz': 'en-GB',
  'en-ie': 'en-GB',
  'en-in': 'en-GB',
  'en-za': 'en-GB',
  'en-001': 'en-GB',
  'en-150': 'en-GB',
  'pt-ao': 'pt-PT',
  'pt-mz': 'pt-PT',
  'pt-cv': 'pt-PT',
  'pt-gw': 'pt-PT',
  'pt-st': 'pt-PT',
  'pt-tl': 'pt-PT',
  'pt-lu': 'pt-PT',
  'pt-ch': 'pt-PT',
  nb: 'no',
  nn: 'no',
};

/**
 * The language for one tag (`de-AT`, `pt_BR`, `zh`), or undefined: the tag itself, else its
 * nearest parent, else the language alone, else the first of ours in that language (`pt` gives
 * Brazilian Portuguese, as in CLDR, and `zh-TW` Chinese rather than English).
 */
export function languageOf(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const parts = tag.trim().replaceAll('_', '-').toLowerCase().split('-');
  if (parts.some((p) => !/^[a-z0-9]{1,8}$/.test(p))) return undefined;
  for (let n = parts.length; n > 0; n--) {
    const prefix = parts.slice(0, n).join('-');
    const found = byLowerCode.get(prefix) ?? byLowerCode.get(NEAREST[prefix]?.toLowerCase() ?? '');
    if (found) return found;
  }
  const primary = parts[0] ?? '';
  return LANGUAGES.find((l) => l.code.toLowerCase().split('-')[0] === primary);
}

/** One of LANGUAGES by its exact code, as a form or a setting stores it; undefined for anything else. */
export const languageByCode = (code: string | null | undefined): Language | undefined =>
  LANGUAGES.find((l) => l.code === code);

/**
 * A secret link that opens in `code`'s language: `?locale=`, which Password Pusher reads too, so it
 * works on any instance. The link's own query (less any locale) and fragment are kept; an unknown
 * code leaves the link as it was.
 */
export function linkInLanguage(link: string, code: string): string {
  if (!languageByCode(code)) return link;
  const hashAt = link.indexOf('#');
  const head = hashAt < 0 ? link : link.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : link.slice(hashAt);
  const queryAt = head.indexOf('?');
  const path = queryAt < 0 ? head : head.slice(0, queryAt);
  const query = queryAt < 0 ? '' : head.slice(queryAt + 1);
  const kept = query.split('&').filter((part) => part !== '' && part.split('=')[0] !== 'locale');
  return `${path}?${[...kept, `locale=${code}`].join('&')}${hash}`;
}
