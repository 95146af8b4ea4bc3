import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { parseTrustedProxies } from '../net/trusted-proxies.ts';

/** IPv4 ranges a webhook must not reach: they lead into the server's own network, not the internet. */
const REFUSED_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", with the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, with the broadcast address
];

const REFUSED_V6: ReadonlyArray<readonly [string, number]> = [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the former site-local
  ['ff00::', 8], // multicast
  // Local-use NAT64 places the IPv4 address around a reserved octet, and leads only where the network's own translator does.
  ['64:ff9b:1::', 48],
  // Teredo hides its client's IPv4 address (inverted) in the last 32 bits and its relay's in the middle.
  ['2001::', 32],
];

/** IPv6 prefixes that carry an IPv4 address in their last 32 bits: mapped, translated, compatible, NAT64. */
const V4_IN_V6_TAIL = ['::ffff:', '::ffff:0:', '::', '64:ff9b::'];

const hex = (v4: string) =>
  v4
    .split('.')
    .map(Number)
    .reduce<string[]>((groups, byte, i) => {
      const at = Math.floor(i / 2);
      groups[at] = (groups[at] ?? '') + byte.toString(16).padStart(2, '0');
      return groups;
    }, []);

function refusedRanges(): BlockList {
  const list = new BlockList();
  for (const [address, prefix] of REFUSED_V4) {
    list.addSubnet(address, prefix, 'ipv4');
    for (const head of V4_IN_V6_TAIL) list.addSubnet(`${head}${address}`, 96 + prefix, 'ipv6');
    // 6to4 (2002::/16) carries the IPv4 address right after its prefix.
    list.addSubnet(`2002:${hex(address).join(':')}::`, 16 + prefix, 'ipv6');
  }
  for (const [address, prefix] of REFUSED_V6) list.addSubnet(address, prefix, 'ipv6');
  return list;
}

const REFUSED = refusedRanges();

/** Which addresses a webhook may be sent to. */
export interface AddressPolicy {
  permits(address: string): boolean;
}

/** Public addresses, and those inside the administrator's allowed networks (PWP__WEBHOOKS__ALLOWED_NETWORKS). */
export function webhookAddressPolicy(allowed: readonly string[]): AddressPolicy {
  const { trust } = parseTrustedProxies(allowed);
  return {
    permits(address) {
      const version = isIP(address);
      if (version === 0) return false;
      return !REFUSED.check(address, version === 6 ? 'ipv6' : 'ipv4') || trust.trusts(address);
    },
  };
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** A host name's addresses, as `dns.lookup` with `all` gives them; injected by tests. */
export type ResolveHost = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const resolveHost: ResolveHost = (hostname) => dnsLookup(hostname, { all: true });

export type WebhookUrlProblem = 'invalid' | 'scheme' | 'credentials' | 'private' | 'unresolvable';

export type WebhookUrlCheck = { ok: true; url: URL } | { ok: false; problem: WebhookUrlProblem };

/** The URL's host without the brackets of an IPv6 literal. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The URL, or what is wrong with it before any name is resolved. */
export function parseWebhookUrl(text: string): WebhookUrlCheck {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, problem: 'scheme' };
  if (url.username !== '' || url.password !== '') return { ok: false, problem: 'credentials' };
  if (hostOf(url) === '') return { ok: false, problem: 'invalid' };
  return { ok: true, url };
}

/**
 * Whether a webhook URL may be saved: http(s), no credentials, and every address its host has
 * permitted. The sender checks the addresses again when it connects, as DNS may answer otherwise then.
 */
export async function checkWebhookUrl(
  text: string,
  allowed: readonly string[],
  lookup: ResolveHost = resolveHost,
): Promise<WebhookUrlCheck> {
  const parsed = parseWebhookUrl(text);
  if (!parsed.ok) return parsed;
  const host = hostOf(parsed.url);
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = isIP(host) === 0 ? await lookup(host) : [{ address: host, family: isIP(host) }];
  } catch {
    return { ok: false, problem: 'unresolvable' };
  }
  if (addresses.length === 0) return { ok: false, problem: 'unresolvable' };
  const policy = webhookAddressPolicy(allowed);
  if (!addresses.every(({ address }) => policy.permits(address))) return { ok: false, problem: 'private' };
  return parsed;
}
