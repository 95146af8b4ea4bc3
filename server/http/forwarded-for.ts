import { isIP } from 'node:net';
import type { ProxyTrust } from '../net/trusted-proxies.ts';

/** One address as a hop or socket gives it, without port or brackets; IPv4-mapped IPv6 as plain IPv4. */
export function plainAddress(raw: string): string {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1] !== undefined) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.indexOf(':'));
  if (/^::ffff:[\d.]+$/i.test(address)) address = address.slice(7);
  return isIP(address) === 0 ? '' : address;
}

/**
 * The client's address: the peer's, unless the peer is a trusted proxy. Then X-Forwarded-For is
 * walked from the right (each proxy appends the address it saw), skipping trusted hops, and the
 * first untrusted one is the client; when every hop is trusted, the leftmost. Entries that are
 * not addresses are skipped, as Rails does.
 */
export function clientFromForwardedFor(peer: string, forwardedFor: string | undefined, trust: ProxyTrust) {
  const own = plainAddress(peer);
  if (forwardedFor === undefined || !trust.trusts(own)) return own;
  const hops = forwardedFor
    .split(',')
    .map(plainAddress)
    .filter((a) => a !== '');
  let client = own;
  for (let i = hops.length - 1; i >= 0; i--) {
    client = hops[i] ?? client;
    if (!trust.trusts(client)) break;
  }
  return client;
}
