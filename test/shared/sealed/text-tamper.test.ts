import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from '../../../shared/sealed/base64url.ts';
import { openFileName, sealFileName } from '../../../shared/sealed/sealed-file-name.ts';
import { HUMAN_LINE, openText, sealedTextLength, sealText } from '../../../shared/sealed/sealed-text.ts';
import { realCrypto, subtle } from './support.ts';

const key = realCrypto.randomBytes(32);
const secret = 'correct horse\nbattery staple ✓';
const open = (envelope: string, withKey = key) => openText(subtle, withKey, envelope);
const refusal = (reason: string) => ({ ok: false, reason });

function flipByte(field: string, at: number): string {
  const bytes = fromBase64url(field) ?? new Uint8Array();
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
  return toBase64url(bytes);
}

describe('a sealed text', () => {
  it('opens to what was sealed, with or without its first line and with white space around it', async () => {
    const envelope = await sealText(realCrypto, key, secret);
    expect(envelope.split('\n')[0]).toBe(HUMAN_LINE);
    expect(envelope.length).toBe(sealedTextLength(secret));
    expect(await open(envelope)).toEqual({ ok: true, value: secret });
    expect(await open(`\n  ${envelope.split('\n')[1]}  \r\n`)).toEqual({ ok: true, value: secret });
  });

  it('refuses every field changed', async () => {
    const envelope = await sealText(realCrypto, key, secret);
    const [tag, letter, salt = '', ciphertext = ''] = (envelope.split('\n')[1] ?? '').split('.');
    const line = (...fields: string[]) => `${HUMAN_LINE}\n${fields.join('.')}`;
    expect(await open(line('SP-SEALED-2', 'n', salt, ciphertext))).toEqual(refusal('unsupported-version'));
    expect(await open(line('SP-SEALED-X', 't', salt, ciphertext))).toEqual(refusal('not-sealed'));
    expect(tag).toBe('SP-SEALED-1');
    expect(letter).toBe('t');
    expect(await open(line('SP-SEALED-1', 'n', salt, ciphertext))).toEqual(refusal('wrong-key-or-damaged'));
    for (let at = 0; at < 16; at++) {
      expect(await open(line('SP-SEALED-1', 't', flipByte(salt, at), ciphertext))).toEqual(
        refusal('wrong-key-or-damaged'),
      );
    }
    const cipherLength = fromBase64url(ciphertext)?.length ?? 0;
    for (let at = 0; at < cipherLength; at++) {
      expect(await open(line('SP-SEALED-1', 't', salt, flipByte(ciphertext, at)))).toEqual(
        refusal('wrong-key-or-damaged'),
      );
    }
    expect(await open(line('SP-SEALED-1', 't', salt, ciphertext, 'extra'))).toEqual(
      refusal('wrong-key-or-damaged'),
    );
    expect(await open(line('SP-SEALED-1', 't', `${salt}A`, ciphertext))).toEqual(
      refusal('wrong-key-or-damaged'),
    );
  });

  it('refuses a wrong key', async () => {
    const envelope = await sealText(realCrypto, key, secret);
    expect(await open(envelope, realCrypto.randomBytes(32))).toEqual(refusal('wrong-key-or-damaged'));
  });

  it('refuses an envelope cut short, wherever it is cut', async () => {
    const envelope = await sealText(realCrypto, key, secret);
    const line = envelope.split('\n')[1] ?? '';
    const dots = [...line].flatMap((c, i) => (c === '.' ? [i] : []));
    for (const cut of dots) expect(await open(line.slice(0, cut))).toEqual(refusal('truncated'));
    expect(await open(`${line.slice(0, (dots[2] ?? 0) + 1)}AAAA`)).toEqual(refusal('truncated'));
    for (let cut = (dots[2] ?? 0) + 1; cut < line.length; cut++) {
      expect((await open(line.slice(0, cut))).ok).toBe(false);
    }
    expect(await open(HUMAN_LINE)).toEqual(refusal('not-sealed'));
    expect(await open('hunter2')).toEqual(refusal('not-sealed'));
  });

  it('is not taken for a file name, nor a file name for a text', async () => {
    const envelope = await sealText(realCrypto, key, secret);
    const name = await sealFileName(realCrypto, key, { name: 'a.txt', type: 'text/plain' });
    expect(await openFileName(subtle, key, envelope)).toEqual(refusal('wrong-key-or-damaged'));
    expect(await open(name)).toEqual(refusal('wrong-key-or-damaged'));
    expect(await openFileName(subtle, key, name)).toEqual({
      ok: true,
      value: { name: 'a.txt', type: 'text/plain' },
    });
  });

  it('fits a payload of 1,048,576 characters up to about 786,000 bytes of text', () => {
    expect(sealedTextLength('a'.repeat(786_000))).toBeLessThanOrEqual(1_048_576);
    expect(sealedTextLength('a'.repeat(787_000))).toBeGreaterThan(1_048_576);
  });
});
