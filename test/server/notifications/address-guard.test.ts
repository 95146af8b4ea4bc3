import { describe, expect, it } from 'vitest';
import {
  checkWebhookUrl,
  type ResolveHost,
  webhookAddressPolicy,
} from '../../../server/deliveries/address-guard.ts';

const answers =
  (...addresses: string[]): ResolveHost =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const noDns: ResolveHost = () => Promise.reject(new Error('no lookup expected for a literal'));

describe('webhookAddressPolicy', () => {
  const policy = webhookAddressPolicy([]);

  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', '"this network"'],
    ['10.20.30.40', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12, first'],
    ['172.31.255.254', 'private 172.16/12, last'],
    ['192.168.1.1', 'private 192.168/16'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback, anywhere in 127/8'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'CGNAT, first'],
    ['100.127.255.254', 'CGNAT, last'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast, last block'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'IPv6 unique-local fc'],
    ['fd12:3456::1', 'IPv6 unique-local fd'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback, dotted'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['::ffff:100.64.0.1', 'IPv4-mapped CGNAT'],
    ['::ffff:0.0.0.0', 'IPv4-mapped unspecified'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of link-local'],
    ['2002:c0a8:0101::1', '6to4 of 192.168.1.1'],
    ['::ffff:0:7f00:1', 'IPv4-translated loopback, hex'],
    ['::ffff:0:10.0.0.1', 'IPv4-translated private, dotted'],
    ['::ffff:0:a9fe:a9fe', 'IPv4-translated link-local'],
    ['64:ff9b:1::7f00:1', 'local-use NAT64 of loopback'],
    ['64:ff9b:1:7f00:0:100::', 'local-use NAT64 of loopback, as a /48 prefix places it'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo of 127.0.0.1 (inverted)'],
    ['2001::1', 'Teredo, anything in 2001::/32'],
  ])('refuses %s (%s)', (address) => {
    expect(policy.permits(address)).toBe(false);
  });

  it.each([
    ['8.8.8.8'],
    ['100.63.255.255'],
    ['100.128.0.1'],
    ['172.32.0.1'],
    ['192.169.0.1'],
    ['223.255.255.255'],
    ['::ffff:8.8.8.8'],
    ['2606:4700:4700::1111'],
    ['2002:0808:0808::1'],
    ['64:ff9b::808:808'],
    ['::ffff:0:808:808'],
    ['2001:4860:4860::8888'],
  ])('permits the public address %s', (address) => {
    expect(policy.permits(address)).toBe(true);
  });

  it('refuses what is not an address at all', () => {
    expect(policy.permits('localhost')).toBe(false);
    expect(policy.permits('')).toBe(false);
  });

  it('permits addresses inside the allowed networks, in their mapped form too, and nothing beside them', () => {
    const intranet = webhookAddressPolicy(['10.1.0.0/16', '127.0.0.1', 'fd00::/8']);
    expect(intranet.permits('10.1.2.3')).toBe(true);
    expect(intranet.permits('::ffff:10.1.2.3')).toBe(true);
    expect(intranet.permits('127.0.0.1')).toBe(true);
    expect(intranet.permits('fd00::5')).toBe(true);
    expect(intranet.permits('10.2.0.1')).toBe(false);
    expect(intranet.permits('127.0.0.2')).toBe(false);
    expect(intranet.permits('fc00::5')).toBe(false);
    expect(intranet.permits('169.254.169.254')).toBe(false);
  });
});

describe('checkWebhookUrl', () => {
  it('accepts an https URL whose host resolves to public addresses only, any port', async () => {
    const result = await checkWebhookUrl(
      ' https://hooks.example.com:8443/in/abc?x=1 ',
      [],
      answers('93.184.216.34', '2606:2800:220:1::1'),
    );
    expect(result.ok && result.url.href).toBe('https://hooks.example.com:8443/in/abc?x=1');
  });

  it.each([
    ['not a url', 'invalid'],
    ['https://', 'invalid'],
    ['ftp://hooks.example.com/x', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['https://user:pass@hooks.example.com/x', 'credentials'],
    ['https://token@hooks.example.com/x', 'credentials'],
  ])('refuses %s as %s', async (text, problem) => {
    expect(await checkWebhookUrl(text, [], answers('93.184.216.34'))).toEqual({ ok: false, problem });
  });

  it.each([
    ['http://127.0.0.1:8080/'],
    ['http://[::1]/'],
    ['http://[::ffff:127.0.0.1]/'],
    ['http://[fe80::1]/'],
    ['http://0x7f.1/'],
    ['http://2130706433/'],
    ['http://0/'],
    ['http://169.254.169.254/latest/meta-data/'],
    ['http://[::ffff:0:7f00:1]/'],
    ['http://[64:ff9b:1::7f00:1]/'],
    ['http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/'],
  ])('refuses the literal address in %s without resolving anything', async (text) => {
    expect(await checkWebhookUrl(text, [], noDns)).toEqual({ ok: false, problem: 'private' });
  });

  it('refuses a name that resolves to loopback', async () => {
    expect(await checkWebhookUrl('https://sneaky.example.com/', [], answers('127.0.0.1'))).toEqual({
      ok: false,
      problem: 'private',
    });
  });

  it('refuses a name when any one of its addresses is private', async () => {
    expect(
      await checkWebhookUrl('https://mixed.example.com/', [], answers('93.184.216.34', '10.0.0.7')),
    ).toEqual({ ok: false, problem: 'private' });
  });

  it('refuses a name that does not resolve, or resolves to nothing', async () => {
    const failing: ResolveHost = () =>
      Promise.reject(Object.assign(new Error('nope'), { code: 'ENOTFOUND' }));
    expect(await checkWebhookUrl('https://gone.example.com/', [], failing)).toEqual({
      ok: false,
      problem: 'unresolvable',
    });
    expect(await checkWebhookUrl('https://gone.example.com/', [], answers())).toEqual({
      ok: false,
      problem: 'unresolvable',
    });
  });

  it('accepts a loopback or intranet receiver the administrator allowed', async () => {
    expect((await checkWebhookUrl('http://127.0.0.1:9000/hook', ['127.0.0.1'], noDns)).ok).toBe(true);
    expect((await checkWebhookUrl('http://[::1]:9000/hook', ['::1'], noDns)).ok).toBe(true);
    const intranet = await checkWebhookUrl('http://hooks.corp/', ['10.0.0.0/8'], answers('10.3.4.5'));
    expect(intranet.ok).toBe(true);
    expect(await checkWebhookUrl('http://hooks.corp/', ['10.0.0.0/8'], answers('192.168.0.2'))).toEqual({
      ok: false,
      problem: 'private',
    });
  });
});
