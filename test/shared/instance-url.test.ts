import { describe, expect, it } from 'vitest';
import { checkInstanceUrl, originPattern } from '../../shared/instance-url.ts';
import { generatePassphrase } from '../../shared/passphrase.ts';

describe('checkInstanceUrl', () => {
  it('accepts https and strips a trailing slash and an /api/v2 suffix', () => {
    expect(checkInstanceUrl(' https://pwpush.com/api/v2/ ')).toEqual({
      ok: true,
      baseUrl: 'https://pwpush.com',
      origin: 'https://pwpush.com',
      warning: null,
    });
  });

  it('adds https:// when the scheme is left out and keeps a path prefix', () => {
    expect(checkInstanceUrl('secrets.example.org/pwpush')).toMatchObject({
      ok: true,
      baseUrl: 'https://secrets.example.org/pwpush',
    });
  });

  it.each([
    'http://localhost:5100',
    'http://127.0.0.1:8080',
    'http://192.168.1.20',
    'http://pw.internal',
    'http://[::1]:3000',
  ])('accepts plain http on the local or private host %s, with a warning', (url) => {
    const check = checkInstanceUrl(url);
    expect(check.ok && check.warning).toBe('plain-http');
  });

  it.each([
    ['http://pwpush.com', 'insecure'],
    ['http://8.8.8.8', 'insecure'],
    ['ftp://x.example', 'scheme'],
    ['https://u:p@x.example', 'extras'],
    ['https://x.example/?a=1', 'extras'],
    ['https://exa mple.org', 'not-a-url'],
    ['', 'empty'],
  ])('refuses %j and says why (%s)', (url, why) => {
    expect(checkInstanceUrl(url)).toEqual({ ok: false, error: why });
  });

  it('asks for a host pattern without the port', () => {
    expect(originPattern('http://localhost:5100')).toBe('http://localhost/*');
  });
});

describe('generatePassphrase', () => {
  it('makes four groups of four unambiguous characters', () => {
    let seed = 7;
    const bytes = (into: Uint8Array) => into.map(() => (seed = (seed * 73 + 11) % 256));
    expect(generatePassphrase(bytes)).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{4}(-[a-km-zA-HJ-NP-Z2-9]{4}){3}$/);
  });
});
