import { raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import type { Catalog, Message, MessageKey, PluralText } from './catalog.ts';
import { CATALOGS } from './catalogs/index.ts';

type Param = string | number;
/** Markup params (an `html` template's result) go in as they are; anything else is escaped. */
type MarkupParam = Param | HtmlEscapedString;

/** The count messages a duration is worded with, one per unit. */
export type DurationKeys = Record<'minutes' | 'hours' | 'days', MessageKey>;

const PLAIN_DURATION: DurationKeys = {
  minutes: 'common.durationMinutes',
  hours: 'common.durationHours',
  days: 'common.durationDays',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Everything a page needs to speak one language: its messages, numbers, plurals, times and direction. */
export interface Translator {
  language: Language;
  /** A message as plain text; a count message takes its form from `params.count`. */
  t(key: MessageKey, params?: Record<string, Param>): string;
  /** A message as markup: its text escaped, markup params inserted whole (a link inside a sentence). */
  html(key: MessageKey, params?: Record<string, MarkupParam>): HtmlEscapedString;
  number(n: number): string;
  /**
   * A time span in its largest whole unit, rounded down (minutes rounded up, never "0 minutes"):
   * "6 days", "15 minutes". A sentence that needs the count in another case passes its own words.
   */
  duration(ms: number, words?: DurationKeys): string;
  /** A moment to the minute, in UTC, as the language writes dates. */
  dateTime(ms: number): string;
  /** "a, b and c" as the language joins a list. */
  list(items: string[]): string;
}

/** An `html` template's result is a String object flagged as escaped. */
const isMarkup = (p: MarkupParam): p is HtmlEscapedString =>
  typeof p === 'object' && (p as HtmlEscapedString).isEscaped === true;

const escapeText = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function lookUp(catalog: Catalog, key: MessageKey): Message {
  const dot = key.indexOf('.');
  const area = catalog[key.slice(0, dot) as keyof Catalog] as Record<string, Message> | undefined;
  const message = area?.[key.slice(dot + 1)];
  // Catalogs are checked against English by the type checker and a test; a miss is a bug.
  if (message === undefined) throw new Error(`No message ${key}`);
  return message;
}

function makeTranslator(language: Language, catalog: Catalog): Translator {
  const numbers = new Intl.NumberFormat(language.code);
  const plurals = new Intl.PluralRules(language.code);
  const dates = new Intl.DateTimeFormat(language.code, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  const lists = new Intl.ListFormat(language.code, { type: 'conjunction' });

  const pick = (key: MessageKey, count: Param | MarkupParam | undefined): string => {
    const message = lookUp(catalog, key);
    if (typeof message === 'string') return message;
    const n = typeof count === 'number' ? count : Number(count);
    const form = plurals.select(Number.isFinite(n) ? n : 0) as keyof PluralText;
    return message[form] ?? message.other;
  };
  const fill = <P>(text: string, params: Record<string, P> | undefined, show: (p: P) => string) =>
    params === undefined
      ? text
      : text.replace(/\{(\w+)\}/g, (whole, name: string) => {
          const value = params[name];
          return value === undefined ? whole : show(value);
        });
  const shown = (p: Param) => (typeof p === 'number' ? numbers.format(p) : p);

  const t = (key: MessageKey, params?: Record<string, Param>) =>
    fill(pick(key, params?.count), params, shown);

  return {
    language,
    t,
    html: (key, params) => {
      const text = escapeText(pick(key, params?.count));
      const markup = fill(text, params, (p: MarkupParam) =>
        isMarkup(p) ? p.toString() : escapeText(shown(p)),
      );
      return raw(markup);
    },
    number: (n) => numbers.format(n),
    // The catalog's words, not Intl's units: ICU abbreviates some ("22 u" in Irish) and counts
    // Norwegian days as "døgn".
    duration: (ms, keys = PLAIN_DURATION) => {
      if (ms < HOUR) return t(keys.minutes, { count: Math.max(Math.ceil(ms / MINUTE), 1) });
      if (ms < DAY) return t(keys.hours, { count: Math.floor(ms / HOUR) });
      return t(keys.days, { count: Math.floor(ms / DAY) });
    },
    dateTime: (ms) => dates.format(ms),
    list: (items) => lists.format(items),
  };
}

const translators = new Map(
  LANGUAGES.map((language) => [language.code, makeTranslator(language, CATALOGS[language.code] as Catalog)]),
);

/** The translator for one of LANGUAGES' codes. */
export function translatorFor(code: string): Translator {
  const found = translators.get(code);
  if (found === undefined) throw new Error(`Unknown language ${code}`);
  return found;
}
