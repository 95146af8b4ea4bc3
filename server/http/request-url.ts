/**
 * The parts of an absolute request URL (as the server adapter builds it) that the hot path needs,
 * found by position instead of parsing the whole URL on every request.
 */
function pathStart(url: string): number {
  return url.indexOf('/', url.indexOf('//') + 2);
}

/** `scheme://host[:port]`. */
export function originOf(url: string): string {
  const start = pathStart(url);
  return start === -1 ? url : url.slice(0, start);
}

/** The path, without the query string. */
export function pathOf(url: string): string {
  const start = pathStart(url);
  if (start === -1) return '/';
  const end = url.indexOf('?', start);
  return end === -1 ? url.slice(start) : url.slice(start, end);
}
