import { raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import { timeLeft } from '../../shared/time-left.ts';
import type { Catalog, Message, MessageKey, PluralText } from './catalog.ts';
import { CATALOGS } from './catalogs/index.ts';

type Param = string | number;
/** Markup params (an `html` template's result) go in as they are; anything else is escaped. */
type MarkupParam = Param | HtmlEscapedString;

/** The count messages a duration is worded with, one per unit. */
export type DurationKeys = Record<'minutes' | 'hours' | 'days', MessageKey>;

const UNIT_KEYS = { minute: 'minutes', hour: 'hours', day: 'days' } as const;

const PLAIN_DURATION: DurationKeys = {
  minutes: 'common.durationMinutes',
  hours: 'common.durationHours',
  days: 'common.durationDays',
};

// Intl names Chinese by its script better than by its country: "Simplified Chinese".
const NAMED_AS: Readonly<Record<string, string>> = { 'zh-CN': 'zh-Hans' };

/** Everything a page needs to speak one language: its messages, numbers, plurals, times and direction. */
export interface Translator {
  language: Language;
  /** A message as plain text; a count message takes its form from `params.count`. */
  t(key: MessageKey, params?: Record<string, Param>): string;
  /** A message as markup: its text escaped, markup params inserted whole (a link inside a sentence). */
  html(key: MessageKey, params?: Record<string, MarkupParam>): HtmlEscapedString;
  number(n: number): string;
  /**
   * A time span by the one rule of time left (shared/time-left.ts: its largest unit, rounded up,
   * as the API's `days_remaining`): "7 days", "15 minutes". A sentence that needs the count in
   * another case passes its own words.
   */
  duration(ms: number, words?: DurationKeys): string;
  /** A moment to the minute, in UTC, as the language writes dates. */
  dateTime(ms: number): string;
  /**
   * How the language joins `count` alternatives ("a, b or c"), as Intl's parts with each element
   * the item's index, so a caller can put markup in its place.
   */
  alternatives(count: number): { type: string; value: string }[];
  /** Another language's name in this one: "German" in English, "allemand" in French. */
  languageName(other: Language): string;
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
  const orLists = new Intl.ListFormat(language.code, { type: 'disjunction' });
  const names = new Intl.DisplayNames([language.code], { type: 'language' });

  // Pages say the same small counts and the same minutes over and over; Intl is slow enough per
  // call (a microsecond or two) to weigh on a dashboard of 25 rows, so answers are remembered.
  const smallNumbers: string[] = [];
  const smallForms: (keyof PluralText)[] = [];
  const minutes = new Map<number, string>();
  const piecesOf = new Map<string, string[]>();
  const escaped = new Map<string, string>();

  const formOf = (n: number): keyof PluralText => {
    if (!Number.isInteger(n) || n < 0 || n >= 1000)
      return plurals.select(Number.isFinite(n) ? n : 0) as keyof PluralText;
    smallForms[n] ??= plurals.select(n) as keyof PluralText;
    return smallForms[n];
  };
  const messages = new Map<MessageKey, Message>();
  const pick = (key: MessageKey, count: Param | MarkupParam | undefined): string => {
    let message = messages.get(key);
    if (message === undefined) {
      message = lookUp(catalog, key);
      messages.set(key, message);
    }
    if (typeof message === 'string') return message;
    return message[formOf(typeof count === 'number' ? count : Number(count))] ?? message.other;
  };
  /** A message cut at its placeholders once: odd pieces are placeholder names. */
  const pieces = (text: string): string[] => {
    let found = piecesOf.get(text);
    if (found === undefined) {
      found = text.split(/\{(\w+)\}/);
      piecesOf.set(text, found);
    }
    return found;
  };
  const fill = <P>(text: string, params: Record<string, P> | undefined, show: (p: P) => string) => {
    if (params === undefined || !text.includes('{')) return text;
    const parts = pieces(text);
    let out = parts[0] ?? '';
    for (let i = 1; i < parts.length; i += 2) {
      const name = parts[i] ?? '';
      const value = params[name];
      out += (value === undefined ? `{${name}}` : show(value)) + (parts[i + 1] ?? '');
    }
    return out;
  };
  const formatNumber = (n: number): string => {
    if (!Number.isInteger(n) || n < 0 || n >= 1000) return numbers.format(n);
    smallNumbers[n] ??= numbers.format(n);
    return smallNumbers[n];
  };
  const shown = (p: Param) => (typeof p === 'number' ? formatNumber(p) : p);
  const dateTime = (ms: number): string => {
    const minute = Math.floor(ms / 60_000);
    let text = minutes.get(minute);
    if (text === undefined) {
      if (minutes.size >= 4096) minutes.clear();
      text = dates.format(minute * 60_000);
      minutes.set(minute, text);
    }
    return text;
  };

  const t = (key: MessageKey, params?: Record<string, Param>) =>
    fill(pick(key, params?.count), params, shown);

  return {
    language,
    t,
    html: (key, params) => {
      const message = pick(key, params?.count);
      let text = escaped.get(message);
      if (text === undefined) {
        text = escapeText(message);
        escaped.set(message, text);
      }
      const markup = fill(text, params, (p: MarkupParam) =>
        isMarkup(p) ? p.toString() : escapeText(shown(p)),
      );
      return raw(markup);
    },
    number: formatNumber,
    // The catalog's words, not Intl's units: ICU abbreviates some ("22 u" in Irish) and counts
    // Norwegian days as "døgn".
    duration: (ms, keys = PLAIN_DURATION) => {
      const left = timeLeft(ms);
      return t(keys[UNIT_KEYS[left.unit]], { count: left.count });
    },
    dateTime,
    alternatives: (count) => orLists.formatToParts(Array.from({ length: count }, (_, i) => String(i))),
    languageName: (other) => names.of(NAMED_AS[other.code] ?? other.code) ?? other.name,
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
