import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { isSealedFileMessage, relaySealedFile } from '../../extension/lib/sealed-file-relay.ts';
import { sealPush } from '../support/sealed-push.ts';

const subtle = webcrypto.subtle as SubtleCrypto;
const ORIGIN = 'https://pwpush.example';

describe('the background’s file relay for Firefox', () => {
  it('fetches a sealed file from the asking page’s origin and hands it back opened', async () => {
    const bytes = new TextEncoder().encode('relayed');
    const push = await sealPush(undefined, [{ name: 'a.txt', type: 'text/plain', bytes }]);
    const fetch = vi.fn(async () => new Response(new Uint8Array(push.files[0]?.bytes ?? [])));
    const message = {
      sealedFile: {
        url: `${ORIGIN}/rails/active_storage/blobs/redirect/x/1.sealed`,
        fragment: push.fragment,
      },
    };
    expect(isSealedFileMessage(message)).toBe(true);
    const opened = await relaySealedFile(message, ORIGIN, subtle, fetch);
    expect(opened.ok && new Uint8Array(await opened.value.arrayBuffer())).toEqual(bytes);
    expect(fetch).toHaveBeenCalledWith(message.sealedFile.url, { credentials: 'same-origin' });
  });

  it('fetches nothing for another origin than the page’s, nor with a malformed key', async () => {
    const push = await sealPush('x');
    const fetch = vi.fn(async () => new Response('never'));
    const elsewhere = { sealedFile: { url: 'https://intranet.example/secret', fragment: push.fragment } };
    expect(await relaySealedFile(elsewhere, ORIGIN, subtle, fetch)).toEqual({
      ok: false,
      reason: 'fetch-failed',
    });
    const malformed = { sealedFile: { url: `${ORIGIN}/f/1`, fragment: 'k1=short' } };
    expect(await relaySealedFile(malformed, ORIGIN, subtle, fetch)).toEqual({ ok: false, reason: 'bad-key' });
    expect(fetch).not.toHaveBeenCalled();
    expect(isSealedFileMessage({ sealedFile: { url: 1 } })).toBe(false);
  });
});
