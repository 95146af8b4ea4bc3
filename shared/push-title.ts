/** What is known of a push besides its record: a file's name, a URL's host (never the URL itself). */
export interface TitleHint {
  fileName?: string;
  fileCount?: number;
  urlHost?: string;
}

/** Where a push's title comes from; the extension and the pages each put it in their own words. */
export type TitleSource =
  | { from: 'name'; text: string }
  | { from: 'files'; fileName: string; more: number }
  | { from: 'url'; text: string }
  | { from: 'note'; text: string; wholeNote: boolean }
  | { from: 'token'; text: string };

const NOTE_TITLE_LENGTH = 60;

/** The first line of a note, cut at a word where it runs long. */
function noteTitle(note: string): string {
  const line = note.trim().split('\n')[0]?.trim() ?? '';
  if (line.length <= NOTE_TITLE_LENGTH) return line;
  const cut = line.slice(0, NOTE_TITLE_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * The owner's name for it, else a file's name or a URL's host, else its note; the start of its
 * token only when nothing else tells it apart.
 */
export function titleSource(
  facts: { name: string; note: string; urlToken: string },
  hint: TitleHint | undefined,
): TitleSource {
  const named = facts.name.trim();
  if (named) return { from: 'name', text: named };
  if (hint?.fileName) return { from: 'files', fileName: hint.fileName, more: (hint.fileCount ?? 1) - 1 };
  if (hint?.urlHost) return { from: 'url', text: hint.urlHost };
  const fromNote = noteTitle(facts.note);
  if (fromNote) return { from: 'note', text: fromNote, wholeNote: fromNote === facts.note.trim() };
  return { from: 'token', text: facts.urlToken.slice(0, 6) };
}
