import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPushKey } from '../../../shared/sealed/push-key.ts';
import { openFileName, sealFileName } from '../../../shared/sealed/sealed-file-name.ts';
import {
  looksSealed,
  sealedLines,
  sealedPayload,
  sealedUploadIndex,
  sealedUploadName,
} from '../../../shared/sealed/sealed-payload.ts';
import { HUMAN_LINE, openText, sealText } from '../../../shared/sealed/sealed-text.ts';

const crypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};

describe('a sealed push payload', () => {
  it('holds the text line, then each file name line in upload order, and each opens', async () => {
    const key = newPushKey(crypto.randomBytes);
    const text = await sealText(crypto, key, 'the note');
    const names = [
      await sealFileName(crypto, key, { name: 'a.pdf', type: 'application/pdf' }),
      await sealFileName(crypto, key, { name: 'b.txt', type: 'text/plain' }),
    ];
    const payload = sealedPayload(text, names);
    expect(payload.split('\n')[0]).toBe(HUMAN_LINE);
    expect(looksSealed(payload)).toBe(true);
    const lines = sealedLines(payload);
    expect(lines?.fileNames).toEqual(names);
    expect(await openText(crypto.subtle, key, payload)).toEqual({ ok: true, value: 'the note' });
    const second = await openFileName(crypto.subtle, key, lines?.fileNames[1] ?? '');
    expect(second).toEqual({ ok: true, value: { name: 'b.txt', type: 'text/plain' } });
  });

  it('has the first line and the names alone when there is no text', async () => {
    const key = newPushKey(crypto.randomBytes);
    const name = await sealFileName(crypto, key, { name: 'x', type: '' });
    const payload = sealedPayload(undefined, [name]);
    expect(payload).toBe(`${HUMAN_LINE}\n${name}`);
    expect(sealedLines(payload)).toEqual({ text: undefined, fileNames: [name] });
  });

  it('is told from a plain payload, pasted with blank lines and indentation or not', () => {
    expect(looksSealed('hunter2')).toBe(false);
    expect(looksSealed('my SP-SEALED-1 notes')).toBe(false);
    expect(sealedLines('plain text')).toBeUndefined();
    expect(looksSealed('\n\n   SP-SEALED-1.t.abc.def  \n')).toBe(true);
    expect(sealedLines('  SP-SEALED-1.t.abc.def\r')?.text).toBe('SP-SEALED-1.t.abc.def');
  });

  it('names uploaded files by their place only', () => {
    expect(sealedUploadName(0)).toBe('1.sealed');
    expect(sealedUploadIndex('12.sealed')).toBe(11);
    expect(sealedUploadIndex('report.pdf')).toBeUndefined();
    expect(sealedUploadIndex('0.sealed.exe')).toBeUndefined();
    expect(sealedUploadIndex('0.sealed')).toBeUndefined();
  });
});
