import type { Catalog, Message } from '../../../server/i18n/catalog.ts';
import { CATALOGS } from '../../../server/i18n/catalogs/index.ts';
import type { LANGUAGES } from '../../../shared/languages.ts';

/** Fixture data no language has a word for, so a page showing it is not taken for English left behind. */
const DATA = [
  'Secret Push',
  'Zq9-hunter2',
  'n0te-7f3a',
  'alice@example.com',
  'bob@example.com',
  'carol@example.com',
  'example.com',
  // Browser names come from the extension, not from the catalog.
  'Chrome on Linux',
  'Firefox on Windows',
];

/** A page as the server answered it, or a mail: its HTML, and for a mail its plain text too. */
export interface Rendered {
  name: string;
  status: number;
  html: string;
  text?: string;
}

export const decode = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : [];

const clean = (texts: string[]) =>
  texts.map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => /\p{L}/u.test(s));

/** What a reader sees or hears: text between tags, labels and titles, and words handed to the page's script. */
function readable(html: string): string[] {
  const scriptWords = [
    ...html.matchAll(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g),
  ].flatMap(([, json]) => stringsOf(JSON.parse(json ?? '{}')));
  const shown = html
    .replace(/<(script|style|pre|code)\b[\s\S]*?<\/\1>/g, '')
    // Language names are the same in every language.
    .replace(/<option[^>]*\blang="[^"]*"[^>]*>[^<]*<\/option>/g, '');
  const attributes = [...shown.matchAll(/\b(?:aria-label|placeholder|title|alt|data-[\w-]+)="([^"]*)"/g)].map(
    ([, v]) => v ?? '',
  );
  return clean([...attributes, ...scriptWords, ...shown.replace(/<[^>]*>/g, '\n').split('\n')].map(decode));
}

/** A mail's plain text is read line by line; its HTML as a page. */
const readableOf = (r: Rendered) => [
  ...readable(r.html),
  ...(r.text === undefined ? [] : clean(r.text.split('\n'))),
];

const catalogTexts = (catalog: Catalog): Set<string> =>
  new Set(
    Object.values(catalog).flatMap((area) =>
      Object.values(area as Record<string, Message>).flatMap((m) =>
        typeof m === 'string' ? [m] : Object.values(m),
      ),
    ),
  );

/**
 * A language's messages as patterns, placeholders filled by anything: "15 minutes" is French too.
 * Messages of placeholders alone would match any text, so they are left out.
 */
const messagePatterns = (catalog: Catalog): RegExp[] =>
  [...catalogTexts(catalog)]
    .filter((m) => m.includes('{') && /\p{L}{2,}/u.test(m.replace(/\{\w+\}/g, '')))
    .map(
      (m) =>
        new RegExp(
          `^${m
            .split(/\{\w+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.+?')}$`,
          'u',
        ),
    );

const englishCatalog = catalogTexts(CATALOGS.en as Catalog);

/**
 * What is wrong with `rendered` in `language`, next to the same pages in English (same order): a
 * status English did not get, a wrong `lang` or `dir`, and each English text left that the
 * language's own catalog does not also say.
 */
export function englishLeft(
  language: (typeof LANGUAGES)[number],
  rendered: Rendered[],
  english: Rendered[],
): string[] {
  const own = catalogTexts(CATALOGS[language.code] as Catalog);
  const ownPatterns = messagePatterns(CATALOGS[language.code] as Catalog);
  const problems: string[] = [];
  rendered.forEach((p, i) => {
    const base = english[i] as Rendered;
    if (p.status !== base.status) problems.push(`${p.name}: status ${p.status}, English ${base.status}`);
    if (!p.html.includes('<html')) return;
    const root = /<html lang="([^"]+)" dir="([^"]+)">/.exec(p.html);
    if (root?.[1] !== language.code || root[2] !== language.dir)
      problems.push(`${p.name}: <html ${root?.[0]}>`);
    if (language.code === 'en-GB') return;
    const englishTexts = new Set(readableOf(base));
    for (const text of readableOf(p)) {
      if (!englishTexts.has(text) || own.has(text) || DATA.some((d) => text.includes(d))) continue;
      if (ownPatterns.some((pattern) => pattern.test(text))) continue;
      if (/^[\w.:/?=&%+@…-]+$/.test(text) && !/\s/.test(text) && !englishCatalog.has(text)) continue;
      problems.push(`${p.name}: "${text}"`);
    }
  });
  return problems;
}
