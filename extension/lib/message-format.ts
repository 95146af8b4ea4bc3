/** One entry of a `_locales/<lang>/messages.json` file, as browsers read it. */
export interface MessageEntry {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}

export type MessageFile = Record<string, MessageEntry>;

/** The placeholder names a message uses (`$COUNT$` -> `count`), sorted; case does not matter to browsers. */
export function placeholdersOf(message: string): string[] {
  const names = [...message.matchAll(/\$([A-Za-z0-9_@]+)\$/g)].map((m) => (m[1] ?? '').toLowerCase());
  return [...new Set(names)].sort();
}

/**
 * What `i18n.getMessage` answers for a messages file: named placeholders filled from their `$1`..`$9`
 * content, `$$` as a dollar sign, '' for an unknown key. Tests use it in place of the browser's.
 */
export function formatMessage(file: MessageFile, key: string, substitutions: string[] = []): string {
  const entry = file[key];
  if (!entry) return '';
  const placeholders = Object.fromEntries(
    Object.entries(entry.placeholders ?? {}).map(([name, p]) => [name.toLowerCase(), p.content]),
  );
  const fill = (content: string) =>
    content.replace(/\$(\d)/g, (_, n: string) => substitutions[Number(n) - 1] ?? '');
  return entry.message
    .replace(/\$([A-Za-z0-9_@]+)\$/g, (whole, name: string) => {
      const content = placeholders[name.toLowerCase()];
      return content === undefined ? whole : fill(content);
    })
    .replace(/\$\$/g, '$');
}
