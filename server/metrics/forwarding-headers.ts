/**
 * Headers that name a forwarded client's address or a proxy hop. Matched by shape, not by a fixed
 * list, because every proxy and CDN names its own (X-Real-IP, CF-Connecting-IP, Fastly-Client-IP...).
 */
const FORWARDING_HEADER = new RegExp(
  [
    'forwarded', // Forwarded, X-Forwarded-For/-Host/-Proto/-Port, X-Original-Forwarded-For
    '^via$',
    '^cdn-loop$',
    '^x-original-host$',
    // A header ending in an address word names a client: X-Real-IP, True-Client-IP, X-Remote-Addr.
    '(^|[-_])(ip|ips|ipv4|ipv6|addr|address)$',
    // The same words run together: X-Azure-ClientIP, X-Azure-SocketIP, X-ClientAddr.
    '(client|socket|remote|real|user|origin)(ip|addr|address)$',
  ].join('|'),
  'i',
);

/** Whether any of these header names says a proxy passed the request on. */
export function hasForwardingHeader(names: Iterable<string>): boolean {
  for (const name of names) if (FORWARDING_HEADER.test(name)) return true;
  return false;
}
