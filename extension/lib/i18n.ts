import { browser } from 'wxt/browser';
import { languageOf } from '../../shared/languages.ts';
import type english from '../public/_locales/en/messages.json';

/** Every message name; English is the reference every other locale must match. */
export type MessageKey = keyof typeof english;
/** Names that exist as `<name>_one` and `<name>_other` in English, for counts. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer B}_one` ? B : never) : never;

type Substitution = string | number;

/** Messages by any name: catalogs hold plural forms (`views_few`) that English, whose names the types know, lacks. */
const catalog = browser.i18n as { getMessage(name: string, substitutions?: string[]): string };

/** A message in the browser's language, with `$1`.. filled in order. Unknown keys show as themselves. */
export function t(key: MessageKey, ...substitutions: Substitution[]): string {
  const text = browser.i18n.getMessage(key, substitutions.map(String));
  return text === '' ? key : text;
}

/** The browser's interface language; undefined lets Intl pick its default. */
function browserLanguage(): string | undefined {
  try {
    return browser.i18n.getUILanguage() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language the messages are actually in. Each catalog names its own: Chromium started with
 * `--lang=de` reads the German catalog yet answers `en-US` to getUILanguage and `@@ui_locale`,
 * and a browser in a language we lack reads English.
 */
export function messagesLanguage(): string | undefined {
  return languageOf(catalog.getMessage('catalog_language'))?.code ?? browserLanguage();
}

/**
 * A count with its noun in the right plural form: `tn('views', 1)` is "1 view". Each catalog has
 * `<base>_<category>` for its language's CLDR categories; a missing one falls back to `<base>_other`.
 */
export function tn(base: PluralKey, count: number, ...more: Substitution[]): string {
  const category = new Intl.PluralRules(messagesLanguage()).select(count);
  const substitutions = [formatNumber(count), ...more].map(String);
  const text =
    catalog.getMessage(`${base}_${category}`, substitutions) ||
    catalog.getMessage(`${base}_other`, substitutions);
  return text === '' ? `${base}_other` : text;
}

/**
 * The locale for Intl formatting: the browser's, with its region, when it is in the messages'
 * language; else the messages' own, so "5 days" is not written in another language than its sentence.
 */
export function uiLocale(): string | undefined {
  const ui = browserLanguage();
  const messages = messagesLanguage();
  const primary = (tag: string | undefined) => tag?.split(/[-_]/)[0]?.toLowerCase();
  return primary(ui) === primary(messages) ? ui : messages;
}

export function formatNumber(n: number): string {
  return new Intl.NumberFormat(uiLocale()).format(n);
}

/** A date and time as the messages' locale writes it. */
export function formatDateTime(ms: number): string {
  return new Intl.DateTimeFormat(uiLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** "a, b and c" as the messages' language joins a list. */
export function formatList(items: string[]): string {
  return new Intl.ListFormat(uiLocale(), { type: 'conjunction' }).format(items);
}

/** A page of the extension speaks its catalog's language, right to left where that language reads so. */
export function setPageLanguage(root: Pick<HTMLElement, 'lang' | 'dir'>): void {
  const language = languageOf(messagesLanguage());
  root.lang = language?.code ?? 'en';
  root.dir = language?.dir ?? 'ltr';
}
