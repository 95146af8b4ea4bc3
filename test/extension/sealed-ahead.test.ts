import { describe, expect, it } from 'vitest';
import { sealAhead } from '../../extension/lib/sealed-ahead.ts';
import { sealedCrypto } from '../../extension/lib/sealed-push.ts';
import { openText } from '../../shared/sealed/sealed-text.ts';

const crypto = sealedCrypto((into) => globalThis.crypto.getRandomValues(into));

describe('sealing the text ahead of Push', () => {
  it('hands over the sealing of the same text once, and it opens with its key', async () => {
    const ahead = sealAhead(crypto);
    ahead.prepare('hunter2');
    const made = await ahead.take('hunter2');
    expect(made?.text).toBe('hunter2');
    expect(await openText(crypto.subtle, made?.key ?? new Uint8Array(), made?.envelope ?? '')).toEqual({
      ok: true,
      value: 'hunter2',
    });
    expect(ahead.take('hunter2')).toBeNull();
  });

  it('drops a sealing when the text changes or Sealed is turned off, and keeps it while the text stays', async () => {
    const ahead = sealAhead(crypto);
    ahead.prepare('first');
    ahead.prepare('second');
    expect(ahead.take('first')).toBeNull();
    ahead.prepare('same');
    const once = ahead.take('same');
    ahead.prepare('same');
    ahead.prepare('same');
    const again = await ahead.take('same');
    expect(again?.key).not.toEqual((await once)?.key);
    ahead.prepare('off soon');
    ahead.prepare(null);
    expect(ahead.take('off soon')).toBeNull();
  });
});
