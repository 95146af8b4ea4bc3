import { expect, it } from 'vitest';
import { keyFragment, newPushKey, parsePushKey } from '../../../shared/sealed/push-key.ts';
import { realCrypto } from './support.ts';

it('writes a fresh 32-byte key as k1= and 43 base64url characters, and reads it back from a link', () => {
  const key = newPushKey(realCrypto.randomBytes);
  const fragment = keyFragment(key);
  expect(fragment).toMatch(/^k1=[A-Za-z0-9_-]{43}$/);
  for (const form of [
    `https://h.test/p/x#${fragment}`,
    `#${fragment}`,
    fragment,
    fragment.slice(3),
    ` ${fragment}\n`,
  ]) {
    expect(parsePushKey(form)).toEqual({ ok: true, value: key });
  }
});

it('refuses anything else as a bad key', () => {
  const good = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
  for (const bad of [
    '',
    'https://h.test/p/x',
    'https://h.test/p/x#',
    good.slice(0, 42),
    `${good}A`,
    `${good.slice(0, 42)}+`,
    `${good.slice(0, 42)}9`, // spare bits set: not the canonical spelling of any key
    `k2=${good}`,
    `#k1=${good}&x=1`,
  ]) {
    expect(parsePushKey(bad)).toEqual({ ok: false, reason: 'bad-key' });
  }
});
