import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import english from '../../extension/public/_locales/en/messages.json';
import { HUMAN_LINE } from '../../shared/sealed/sealed-text.ts';
import { filesUnder, htmlTexts, type Literal, literalsOf, readsAsEnglish, readText } from './english-scan.ts';

const MODE = 'english-scan';
const BUILDS = [
  ['chrome', `.output/chrome-mv3-${MODE}`],
  ['firefox', `.output/firefox-mv2-${MODE}`],
] as const;

/** Sentences in the code that no person is shown, each with the reason. */
const NEVER_SHOWN = new Map([
  // pwpush refuses a viewer's delete with these; the client compares answers against them.
  ["That push doesn't belong to you.", 'compared with answers'],
  ['That push is not deletable by viewers.', 'compared with answers'],
  // Chrome's offscreen API asks why the document is made; it is for reviewers, not shown.
  ['Put the link of a new push on the clipboard.', 'offscreen justification'],
  // The server's reason; the popup only tests it for null and shows its own message.
  ['must not contain control characters (such as line breaks).', 'tested for null'],
  // The sealed format's first line, fixed by docs/sealed-pushes.md: sealed into payloads, never shown.
  [HUMAN_LINE, 'part of the sealed format'],
]);

function build(browser: string) {
  const args = ['build', '--mode', MODE, ...(browser === 'firefox' ? ['-b', 'firefox'] : [])];
  const built = spawnSync(resolve('node_modules/.bin/wxt'), args, { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`extension build failed:\n${built.stdout}\n${built.stderr}`);
}

const isScript = (p: string) => /\.(js|mjs)$/.test(p);
const isPage = (p: string) => p.endsWith('.html');
const isOwnSource = (p: string) => /\.(ts|tsx)$/.test(p) && !p.includes('_locales');

/** Pieces of each English message between its placeholders, of three words or more. */
function englishPhrases(): string[] {
  return Object.values(english as Record<string, { message: string }>)
    .flatMap((m) => m.message.split(/\$[A-Za-z_]+\$/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.split(/\s+/).length >= 3);
}

function builtFiles(dir: string) {
  return filesUnder(dir, (p) => !p.includes('_locales') && (isScript(p) || isPage(p)));
}

function builtLiterals(dir: string): Literal[] {
  return builtFiles(dir).flatMap((path) =>
    isPage(path) ? htmlTexts(path, readText(path)) : literalsOf(path, readText(path)),
  );
}

describe('no English outside _locales', () => {
  beforeAll(() => {
    for (const [browser] of BUILDS) build(browser);
  }, 60_000);

  it('tells English prose from class names, keys, selectors and addresses', () => {
    for (const prose of [
      'Could not reach ',
      'The instance refused the push',
      'Open the options and check it.',
    ])
      expect([prose, readsAsEnglish(prose)]).toEqual([prose, true]);
    for (const code of [
      'plain small audit',
      'card error',
      'error_token_rejected_title',
      'https://pwpush.com',
      'a[href]',
    ])
      expect([code, readsAsEnglish(code)]).toEqual([code, false]);
  });

  it.each(BUILDS)('the %s build holds no English message outside _locales', (_, dir) => {
    const phrases = englishPhrases();
    expect(phrases.length).toBeGreaterThan(100);
    const found = builtFiles(dir).flatMap((path) => {
      const text = readText(path);
      return phrases.filter((phrase) => text.includes(phrase)).map((phrase) => `${path}: ${phrase}`);
    });
    expect(found).toEqual([]);
  });

  it.each(BUILDS)('the %s build holds no English prose that came from this project’s sources', (_, dir) => {
    const ours = [...filesUnder('extension', isOwnSource), ...filesUnder('shared', isOwnSource)]
      .map(readText)
      .join('\n');
    const found = builtLiterals(dir)
      .filter(
        (l) => readsAsEnglish(l.text) && ours.includes(l.text.trim()) && !NEVER_SHOWN.has(l.text.trim()),
      )
      .map((l) => `${l.file}: ${l.text.trim()}`);
    expect(found).toEqual([]);
  });

  it('the extension’s sources hold no English prose in strings or JSX text', () => {
    const found = filesUnder('extension', isOwnSource)
      .flatMap((path) => literalsOf(path, readText(path)))
      .filter((l) => readsAsEnglish(l.text) && !NEVER_SHOWN.has(l.text.trim()))
      .map((l) => `${l.file}: ${l.text.trim()}`);
    expect(found).toEqual([]);
  });
});
