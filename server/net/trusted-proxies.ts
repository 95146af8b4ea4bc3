import { BlockList, isIP } from 'node:net';

/** Loopback and private ranges, as Rails trusts by default; IPv4-mapped IPv6 forms match their IPv4 range. */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = [
  '127.0.0.0/8',
  '::1',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  'fc00::/7',
];

/** The peers whose X-Forwarded-* headers count. */
export interface ProxyTrust {
  trusts(address: string): boolean;
}

type Parsed = { trust: ProxyTrust; problems: string[] };

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Reads a list of addresses and CIDR ranges (`10.0.0.0/8`, `::1`, `fd00::/8`). Node's BlockList
 * already matches `::ffff:10.1.2.3` against an IPv4 range, so mapped forms need no entries of their own.
 */
export function parseTrustedProxies(entries: readonly string[]): Parsed {
  const list = new BlockList();
  const problems: string[] = [];
  for (const entry of entries) {
    const [address = '', prefixText, ...rest] = entry.split('/');
    const version = isIP(address);
    const max = version === 6 ? 128 : 32;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (version === 0 || rest.length > 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > max) {
      problems.push(`"${entry}" is not an IP address or CIDR range`);
      continue;
    }
    list.addSubnet(address, prefix, family(address));
  }
  const trust: ProxyTrust = {
    trusts: (address) => isIP(address) !== 0 && list.check(address, family(address)),
  };
  return { trust, problems };
}

export const defaultProxyTrust: ProxyTrust = parseTrustedProxies(DEFAULT_TRUSTED_PROXIES).trust;
