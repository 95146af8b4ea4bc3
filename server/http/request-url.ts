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

const FORWARDED_HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The last entry of a comma-separated header: the value the nearest proxy set. */
const nearest = (header: string | undefined) => header?.split(',').at(-1)?.trim();

/**
 * The origin the client used, as the trusted proxy in front reports it in X-Forwarded-Proto and
 * X-Forwarded-Host; a value that is not a scheme or host name is ignored, never pasted into links.
 */
export function forwardedOrigin(url: string, proto: string | undefined, host: string | undefined): string {
  const own = originOf(url);
  const schemeEnd = own.indexOf('://');
  const sentProto = nearest(proto)?.toLowerCase();
  const sentHost = nearest(host);
  const scheme = sentProto === 'https' || sentProto === 'http' ? sentProto : own.slice(0, schemeEnd);
  const authority =
    sentHost !== undefined && FORWARDED_HOST.test(sentHost) ? sentHost : own.slice(schemeEnd + 3);
  return `${scheme}://${authority}`;
}
