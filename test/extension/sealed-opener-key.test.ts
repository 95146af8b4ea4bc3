import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { answerSealedKey, KEPT_FOR_MS, sealedKeyAnswerer } from '../../extension/lib/sealed-key-store.ts';
import { keyForPage, takeFragmentKey } from '../../extension/lib/sealed-opener-key.ts';
import { openerMatches, secretPageToken } from '../../extension/lib/sealed-opener-place.ts';
import { keyFragment } from '../../shared/sealed/push-key.ts';

const KEY = new Uint8Array(32).map((_, i) => i);
const FRAGMENT = keyFragment(KEY);

function address(href: string) {
  const url = new URL(href);
  const replaced: string[] = [];
  const history = {
    state: { turbo: 1 },
    replaceState: vi.fn((_state: unknown, _unused: string, to?: string | URL | null) => {
      replaced.push(String(to));
    }),
  };
  return { location: { hash: url.hash, href: url.href }, history, replaced };
}

describe('the key in a secret link', () => {
  it('is read from #k1= and taken out of the address, keeping the history entry’s state', () => {
    const a = address(`https://pwpush.example/p/abc123/r?locale=de#${FRAGMENT}`);
    const key = takeFragmentKey(a.location, a.history);
    expect(key).toEqual({ ok: true, value: KEY });
    expect(a.replaced).toEqual(['https://pwpush.example/p/abc123/r?locale=de']);
    expect(a.history.replaceState).toHaveBeenCalledWith({ turbo: 1 }, '', expect.any(String));
  });

  it('is refused as malformed when the fragment is cut short, and taken out all the same', () => {
    const a = address(`https://pwpush.example/p/abc123#${FRAGMENT.slice(0, 30)}`);
    expect(takeFragmentKey(a.location, a.history)).toEqual({ ok: false, reason: 'bad-key' });
    expect(a.replaced).toEqual(['https://pwpush.example/p/abc123']);
  });

  it('leaves an address without a key alone', () => {
    const a = address('https://pwpush.example/p/abc123#section');
    expect(takeFragmentKey(a.location, a.history)).toBeNull();
    expect(a.history.replaceState).not.toHaveBeenCalled();
  });

  it('is handed to the background from the address, and asked of it on a page without one', async () => {
    const send = vi.fn(async () => FRAGMENT);
    expect(await keyForPage({ ok: true, value: KEY }, 'abc123', send)).toEqual({ ok: true, value: KEY });
    expect(send).toHaveBeenCalledWith({ sealedKey: 'keep', token: 'abc123', fragment: FRAGMENT });
    send.mockClear();
    expect(await keyForPage(null, 'abc123', send)).toEqual({ ok: true, value: KEY });
    expect(send).toHaveBeenCalledWith({ sealedKey: 'take', token: 'abc123' });
    expect(await keyForPage(null, 'abc123', async () => null)).toBeNull();
  });
});

describe('the background’s keys between the pages of a link', () => {
  beforeEach(() => fakeBrowser.reset());
  const area = () => fakeBrowser.storage.session;
  const ours = 'https://ours.example';

  it('gives a kept key to a later page of the same origin and link, and to no other', async () => {
    await answerSealedKey(area(), { sealedKey: 'keep', token: 't1', fragment: FRAGMENT }, ours, 0);
    expect(await answerSealedKey(area(), { sealedKey: 'take', token: 't1' }, ours, 10)).toBe(FRAGMENT);
    expect(await answerSealedKey(area(), { sealedKey: 'take', token: 't2' }, ours, 10)).toBeNull();
    expect(
      await answerSealedKey(area(), { sealedKey: 'take', token: 't1' }, 'https://evil.example', 10),
    ).toBeNull();
  });

  it('forgets a key once used, and any key after an hour', async () => {
    await answerSealedKey(area(), { sealedKey: 'keep', token: 't1', fragment: FRAGMENT }, ours, 0);
    await answerSealedKey(area(), { sealedKey: 'keep', token: 't2', fragment: FRAGMENT }, ours, 0);
    await answerSealedKey(area(), { sealedKey: 'drop', token: 't1' }, ours, 5);
    expect(await answerSealedKey(area(), { sealedKey: 'take', token: 't1' }, ours, 6)).toBeNull();
    expect(await answerSealedKey(area(), { sealedKey: 'take', token: 't2' }, ours, KEPT_FOR_MS - 1)).toBe(
      FRAGMENT,
    );
    expect(await answerSealedKey(area(), { sealedKey: 'take', token: 't2' }, ours, KEPT_FOR_MS)).toBeNull();
    expect(await area().get(null)).toEqual({ sealedOpenerKeys: {} });
  });

  it('answers messages one after another, so none is lost to another’s write', async () => {
    const answer = sealedKeyAnswerer(area(), () => 0);
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((token) => answer({ sealedKey: 'keep', token, fragment: FRAGMENT }, ours)),
    );
    const kept = await Promise.all(
      ['a', 'b', 'c', 'd'].map((token) => answer({ sealedKey: 'take', token }, ours)),
    );
    expect(kept).toEqual([FRAGMENT, FRAGMENT, FRAGMENT, FRAGMENT]);
  });
});

describe('where the opener runs', () => {
  it('knows a secret link’s pages on Password Pusher and ours, with and without a locale, and no others', () => {
    for (const path of [
      '/p/abc123',
      '/p/abc123/',
      '/p/abc123/r',
      '/p/abc123/passphrase',
      '/de/p/abc123',
      '/pt-BR/p/abc123/r',
      '/pwpush/en/p/abc123',
      '/p/Ab-_9',
    ])
      expect([path, secretPageToken(path)]).toEqual([path, path.includes('Ab-_9') ? 'Ab-_9' : 'abc123']);
    for (const path of [
      '/',
      '/p',
      '/p/abc123/preview',
      '/p/abc123/audit',
      '/dashboard',
      '/f/abc.def',
      '/open',
    ])
      expect([path, secretPageToken(path)]).toEqual([path, null]);
  });

  it('is registered on each instance’s secret link pages, by host and path, once per pattern', () => {
    expect(
      openerMatches([
        'https://pwpush.com',
        'http://127.0.0.1:4567',
        'http://127.0.0.1:5678',
        'https://x.example/pw',
      ]),
    ).toEqual([
      'http://127.0.0.1/*/p/*',
      'http://127.0.0.1/p/*',
      'https://pwpush.com/*/p/*',
      'https://pwpush.com/p/*',
      'https://x.example/pw/*/p/*',
      'https://x.example/pw/p/*',
    ]);
    expect(openerMatches(['not a url', 'http://public.example'])).toEqual([]);
  });
});
