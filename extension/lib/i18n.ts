import { browser } from 'wxt/browser';
import type english from '../public/_locales/en/messages.json';

/** Every message name; English is the reference every other locale must match. */
export type MessageKey = keyof typeof english;
/** Names that exist as `<name>_one` and `<name>_other`, for counts. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer B}_one` ? B : never) : never;

type Substitution = string | number;

/** A message in the browser's language, with `$1`.. filled in order. Unknown keys show as themselves. */
export function t(key: MessageKey, ...substitutions: Substitution[]): string {
  const text = browser.i18n.getMessage(key, substitutions.map(String));
  return text === '' ? key : text;
}

/** The browser's interface language, for Intl formatting; undefined lets Intl pick its default. */
export function uiLocale(): string | undefined {
  try {
    return browser.i18n.getUILanguage() || undefined;
  } catch {
    return undefined;
  }
}

/** A count with its noun in the right plural form: `tn('views', 1)` is "1 view". */
export function tn(base: PluralKey, count: number, ...more: Substitution[]): string {
  const form = new Intl.PluralRules(uiLocale()).select(count) === 'one' ? 'one' : 'other';
  return t(`${base}_${form}` as MessageKey, formatNumber(count), ...more);
}

export function formatNumber(n: number): string {
  return new Intl.NumberFormat(uiLocale()).format(n);
}

/** A date and time as the browser's locale writes it. */
export function formatDateTime(ms: number): string {
  return new Intl.DateTimeFormat(uiLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}
