import type { PushKind } from './kinds.ts';
import { sealedUploadIndex } from './sealed/sealed-payload.ts';

/** What is known of a push besides its record: a file's name, a URL's host (never the URL itself). */
export interface TitleHint {
  fileName?: string;
  fileCount?: number;
  urlHost?: string;
  /** What a request asks for: its title when it has no name. */
  requestText?: string;
}

/** What a title can fall back to: a push's kind (null when the instance does not say), or a request. */
export type TitledKind = PushKind | 'request' | null;

/** The record's own facts a title is made of; `createdAt` is epoch milliseconds. */
export interface TitleFacts {
  name: string;
  note: string;
  kind: TitledKind;
  createdAt: number;
}

/** Where a title comes from; the extension and the pages each put it in their own words. */
export type TitleSource =
  | { from: 'name'; text: string }
  | { from: 'files'; fileName: string; more: number }
  | { from: 'url'; text: string }
  | { from: 'request'; text: string }
  | { from: 'note'; text: string; wholeNote: boolean }
  | { from: 'kind'; kind: TitledKind; createdAt: number };

const WORDS_LENGTH = 60;

/** The first line of a text, cut at a word where it runs long. */
export function firstWords(text: string): string {
  const line = text.trim().split('\n')[0]?.trim() ?? '';
  if (line.length <= WORDS_LENGTH) return line;
  const cut = line.slice(0, WORDS_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 20 ? space : cut.length)}…`;
}

/** A file's name that says something: a sealed file is stored as `1.sealed`, which tells nothing. */
const tellingFileName = (name: string | undefined): name is string =>
  name !== undefined && name.trim() !== '' && sealedUploadIndex(name) === undefined;

/**
 * The one rule for a push's or a request's title, on every page and in the popup: the owner's
 * name, else its first file's name, else its URL's host, else what a request asks, else the first
 * words of its note, else its kind and when it was made. Never a piece of its token.
 */
export function titleSource(facts: TitleFacts, hint: TitleHint | undefined): TitleSource {
  const named = facts.name.trim();
  if (named) return { from: 'name', text: named };
  const fileName = hint?.fileName;
  if (tellingFileName(fileName))
    return { from: 'files', fileName, more: Math.max((hint?.fileCount ?? 1) - 1, 0) };
  const host = hint?.urlHost?.trim();
  if (host) return { from: 'url', text: host };
  const asked = firstWords(hint?.requestText ?? '');
  if (asked) return { from: 'request', text: asked };
  const fromNote = firstWords(facts.note);
  if (fromNote) return { from: 'note', text: fromNote, wholeNote: fromNote === facts.note.trim() };
  return { from: 'kind', kind: facts.kind, createdAt: facts.createdAt };
}

/** A request's title by the same rule: its name, else what it asks, else its note, else "Request" and when. */
export function requestTitleSource(request: {
  name: string;
  message: string;
  note: string;
  createdAt: number;
}): TitleSource {
  const facts = {
    name: request.name,
    note: request.note,
    kind: 'request' as const,
    createdAt: request.createdAt,
  };
  return titleSource(facts, { requestText: request.message });
}
