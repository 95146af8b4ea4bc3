/** Sealed values longer than this (a long name) are opened every time rather than remembered. */
const LONGEST_REMEMBERED = 512;

/**
 * `open` for the sealed url tokens, names and file names of the rows a listing reads, remembering
 * the last `capacity` values it opened. A listing is a page of rows, each with a sealed url token
 * and name: a page listed again (the extension's dashboard on every opening) is answered without
 * opening them again. The process holds no more than the embedded store does, which keeps every
 * url token and name open in memory. Payloads, passphrases and notes never come through here.
 */
export function rememberingOpen(
  open: (sealed: string) => string,
  capacity: number,
): (sealed: string) => string {
  const opened = new Map<string, string>();
  return (sealed) => {
    const known = opened.get(sealed);
    if (known !== undefined) {
      // Most recently used last: the first key is the one to forget.
      opened.delete(sealed);
      opened.set(sealed, known);
      return known;
    }
    const value = open(sealed);
    if (sealed.length > LONGEST_REMEMBERED || capacity <= 0) return value;
    opened.set(sealed, value);
    if (opened.size > capacity) opened.delete(opened.keys().next().value as string);
    return value;
  };
}
