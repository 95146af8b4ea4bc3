import { describe, expect, it } from 'vitest';
import { clientFromForwardedFor, plainAddress } from '../../../server/http/forwarded-for.ts';
import { forwardedOrigin } from '../../../server/http/request-url.ts';
import { defaultProxyTrust, parseTrustedProxies } from '../../../server/net/trusted-proxies.ts';

describe('trusted proxies', () => {
  it('trusts loopback and private ranges by default, IPv4-mapped forms too, and nothing public', () => {
    const trusted = [
      '127.0.0.1',
      '127.9.9.9',
      '::1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
    ];
    const mapped = ['::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:192.168.0.9', 'fc00::1', 'fd12:3456::1'];
    const untrusted = [
      '172.32.0.1',
      '8.8.8.8',
      '203.0.113.7',
      '2001:db8::1',
      '::ffff:8.8.8.8',
      'fe80::1',
      '',
    ];
    expect([...trusted, ...mapped].filter((a) => !defaultProxyTrust.trusts(a))).toEqual([]);
    expect(untrusted.filter((a) => defaultProxyTrust.trusts(a))).toEqual([]);
  });

  it('reads single addresses and CIDR ranges, and names what it cannot read', () => {
    const { trust, problems } = parseTrustedProxies([
      '10.0.0.0/8',
      '2001:db8::/32',
      '198.51.100.4',
      'x',
      '1.2.3.4/33',
    ]);
    expect(problems).toEqual([
      '"x" is not an IP address or CIDR range',
      '"1.2.3.4/33" is not an IP address or CIDR range',
    ]);
    expect(
      ['10.9.9.9', '2001:db8:1::1', '198.51.100.4', '198.51.100.5', '127.0.0.1'].map(trust.trusts),
    ).toEqual([true, true, true, false, false]);
  });
});

describe('the client address behind proxies', () => {
  const only10 = parseTrustedProxies(['10.0.0.0/8']).trust;

  it('takes the peer address when the peer is not a trusted proxy, whatever the headers say', () => {
    expect(clientFromForwardedFor('203.0.113.7', '198.51.100.1', defaultProxyTrust)).toBe('203.0.113.7');
    expect(clientFromForwardedFor('127.0.0.1', '198.51.100.1', only10)).toBe('127.0.0.1');
  });

  it('walks X-Forwarded-For from the right, skipping trusted hops, so a forged left entry is ignored', () => {
    const peer = '10.0.0.2';
    expect(clientFromForwardedFor(peer, '203.0.113.7', defaultProxyTrust)).toBe('203.0.113.7');
    expect(clientFromForwardedFor(peer, '198.51.100.1, 203.0.113.7, 10.0.0.9', defaultProxyTrust)).toBe(
      '203.0.113.7',
    );
    expect(clientFromForwardedFor(peer, '203.0.113.7,192.168.1.1 , not-an-ip', defaultProxyTrust)).toBe(
      '203.0.113.7',
    );
  });

  it('takes the leftmost hop when every hop is trusted, and the peer when there is none', () => {
    expect(clientFromForwardedFor('10.0.0.2', '192.168.0.5, 10.0.0.3', defaultProxyTrust)).toBe(
      '192.168.0.5',
    );
    expect(clientFromForwardedFor('10.0.0.2', undefined, defaultProxyTrust)).toBe('10.0.0.2');
    expect(clientFromForwardedFor('10.0.0.2', ' , junk', defaultProxyTrust)).toBe('10.0.0.2');
  });

  it('gives addresses without ports or brackets, and IPv4-mapped ones as IPv4', () => {
    expect(
      ['::ffff:203.0.113.7', '203.0.113.7:5555', '[2001:db8::1]:443', '[::1]', 'nope'].map(plainAddress),
    ).toEqual(['203.0.113.7', '203.0.113.7', '2001:db8::1', '::1', '']);
    expect(clientFromForwardedFor('::ffff:10.0.0.2', '[2001:db8::7]:1234', defaultProxyTrust)).toBe(
      '2001:db8::7',
    );
  });
});

describe('the origin a trusted proxy reports', () => {
  const url = 'http://10.0.0.5:5100/api/v2/pushes?x=1';

  it('takes the scheme and host the nearest proxy set', () => {
    expect(forwardedOrigin(url, 'https', 'push.example.com')).toBe('https://push.example.com');
    expect(forwardedOrigin(url, 'http, HTTPS', 'evil.example, push.example.com:8443')).toBe(
      'https://push.example.com:8443',
    );
    expect(forwardedOrigin(url, 'https', undefined)).toBe('https://10.0.0.5:5100');
    expect(forwardedOrigin(url, undefined, '[2001:db8::1]:443')).toBe('http://[2001:db8::1]:443');
  });

  it('keeps the request origin where a header is not a scheme or a host name', () => {
    expect(forwardedOrigin(url, 'javascript', 'evil.example/path')).toBe('http://10.0.0.5:5100');
    expect(forwardedOrigin(url, 'ftp', 'a b')).toBe('http://10.0.0.5:5100');
    expect(forwardedOrigin(url, '', '"x"@evil')).toBe('http://10.0.0.5:5100');
  });
});
