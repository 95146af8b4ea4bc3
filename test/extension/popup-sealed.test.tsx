// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { keptKey } from '../../extension/lib/kept-keys.ts';
import { openFileStream } from '../../shared/sealed/open-file.ts';
import { parsePushKey } from '../../shared/sealed/push-key.ts';
import { openFileName } from '../../shared/sealed/sealed-file-name.ts';
import { sealedLines } from '../../shared/sealed/sealed-payload.ts';
import { openText } from '../../shared/sealed/sealed-text.ts';
import type { PushJson } from '../../shared/wire.ts';
import { sealedPopup, tick, tokenOf } from './sealed-fixture.tsx';

const SECRET = 'db-password: correct horse battery staple';
const why = (root: Element) => root.querySelector('[data-testid="sealed-why"]')?.textContent;

/** The key in a shown link, as the recipient's browser would read it from the fragment. */
function keyOf(link: string): Uint8Array {
  const key = parsePushKey(link);
  if (!key.ok) throw new Error(`no key in the link: ${key.reason}`);
  return key.value;
}

describe('sealed pushes from the popup', () => {
  beforeEach(() => fakeBrowser.reset());

  it('offers Sealed on text and file pushes, and shows it off with the reason on QR and URL', async () => {
    const { page, kind, seal } = await sealedPopup();
    const toggle = () => page.byLabel('Sealed');
    expect(toggle().getAttribute('role')).toBe('switch');
    expect([toggle().disabled, toggle().checked]).toEqual([false, false]);
    expect(why(page.root)).toBe(
      'Encrypted in this browser before it is sent: the instance never sees the secret, and only the link with its key opens it.',
    );
    await seal();
    expect(toggle().checked).toBe(true);
    await kind('File');
    expect([toggle().disabled, toggle().checked]).toEqual([false, true]);
    await kind('QR code');
    expect([toggle().disabled, toggle().checked]).toEqual([true, false]);
    expect(why(page.root)).toBe(
      "QR code pushes can't be sealed: a phone's camera app must be able to read the code.",
    );
    await kind('URL');
    expect([toggle().disabled, toggle().checked]).toEqual([true, false]);
    expect(why(page.root)).toBe(
      "URL pushes can't be sealed: the instance itself sends the recipient on to the URL.",
    );
    expect(page.root.querySelector('[data-testid="sealed-extras"]')).toBeNull();
    await kind('Text');
    expect(toggle().checked).toBe(true);
    expect(page.root.querySelector('[data-testid="sealed-extras"]')?.textContent).toBe(
      'The name and note are not sealed: the instance keeps them as written and shows them on your dashboard.',
    );
    page.unmount();
  });

  it('sends only an envelope, shows and copies the link with #k1=, and that key opens what the instance stores', async () => {
    const p = await sealedPopup();
    await p.seal();
    await p.page.type('Secret', SECRET);
    await p.page.type('Name (only you see it)', 'Staging DB');
    p.page.button('Push').click();
    await p.page.waitForText(/Pushed\./);
    const link = p.link();
    expect(link).toMatch(/^http:\/\/push\.test\/p\/[^#]+#k1=[A-Za-z0-9_-]{43}$/);
    expect(p.page.root.querySelector('[data-testid="result-sealed"]')?.textContent).toBe(
      'Sealed: the key is in the link, after the #. Send the whole link; the instance cannot open it.',
    );
    const fragment = link.split('#')[1] ?? '';
    expect(p.sent.filter((s) => s.url.endsWith('/api/v2/pushes'))).toHaveLength(1);
    expect(p.everything()).not.toContain(SECRET);
    expect(p.everything()).not.toContain(fragment.slice(3));
    const create = JSON.parse(new TextDecoder().decode(p.sent.find((s) => s.body.length > 0)?.body));
    expect(create.push.payload).toMatch(/^This is a sealed Secret Push secret\..*\nSP-SEALED-1\.t\./);
    expect(create.push.name).toBe('Staging DB');

    p.page.button('Copy link').click();
    await p.page.waitForText(/Copied/);
    expect(p.copied).toEqual([link]);
    const urlToken = tokenOf(link);
    const stored = (await p.h.call('GET', `/api/v2/pushes/${urlToken}`, { token: p.h.alice }))
      .body as PushJson;
    const listed = (await p.h.call('GET', '/api/v2/pushes/active', { token: p.h.alice })).body as PushJson[];
    expect(listed.map((l) => l.name)).toEqual(['Staging DB']);
    expect(await openText(crypto.subtle, keyOf(link), stored.payload ?? '')).toEqual({
      ok: true,
      value: SECRET,
    });
    expect(await keptKey(p.env.storage, 'i1', urlToken, p.h.clock.now)).toBe(fragment);
    p.page.unmount();
  });

  it('gives each push its own key, even for the same text pushed twice', async () => {
    const p = await sealedPopup();
    await p.seal();
    const links: string[] = [];
    for (const _ of [1, 2]) {
      await p.page.type('Secret', SECRET);
      p.page.button('Push').click();
      await p.page.waitForText(/Pushed\./);
      links.push(p.link());
      p.page.button('Push another').click();
      await p.page.waitForText(/New push/);
    }
    const [first = '', second = ''] = links.map((link) => link.split('#')[1]);
    expect(first).toMatch(/^k1=/);
    expect(second).toMatch(/^k1=/);
    expect(first).not.toBe(second);
    p.page.unmount();
  });

  it('refuses a text whose envelope would pass the limit before any request, pasted or already typed', async () => {
    const p = await sealedPopup();
    await p.seal();
    const before = p.sent.length;
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(paste, 'clipboardData', { value: { getData: () => 'a'.repeat(800_000) } });
    p.page.byLabel('Secret').dispatchEvent(paste);
    await tick();
    expect(p.page.root.querySelector('[data-testid="oversize"]')?.textContent).toBe(
      'Sealed, this secret takes 1.1 MB; this instance takes at most 1 MB (1,048,576 characters). Shorten it or turn Sealed off.',
    );
    // Unsealed it fits: taken, then refused at Push once Sealed is on again.
    await p.seal();
    p.page.byLabel('Secret').dispatchEvent(paste);
    await tick();
    expect(p.page.root.querySelector('[data-testid="held-secret"]')).not.toBeNull();
    await p.seal();
    p.page.button('Push').click();
    await p.page.waitForText(/Sealed, this secret takes 1\.1 MB/);
    expect(p.sent.length).toBe(before);
    p.page.unmount();
  });

  it('uploads sealed files under their places, with their names sealed in the payload', async () => {
    const p = await sealedPopup();
    await p.kind('File');
    await p.seal();
    const bytes = new TextEncoder().encode(`${SECRET}\n`.repeat(5000));
    await p.choose(new File([bytes], 'quarterly-keys.txt', { type: 'text/plain' }));
    await p.page.type('Message (optional)', 'the keys for Q3');
    p.page.button('Push').click();
    p.uploads.release();
    await p.page.waitForText(/Pushed\./);
    expect(p.everything()).not.toContain(SECRET);
    expect(p.everything()).not.toContain('quarterly-keys');
    expect(p.everything()).not.toContain('the keys for Q3');
    const stored = (await p.h.call('GET', `/api/v2/pushes/${tokenOf(p.link())}`, { token: p.h.alice }))
      .body as PushJson;
    expect(stored.files?.map((f) => f.filename)).toEqual(['1.sealed']);
    const lines = sealedLines(stored.payload ?? '');
    expect(lines?.text).toMatch(/^SP-SEALED-1\.t\./);
    expect(lines?.fileNames).toHaveLength(1);
    const key = keyOf(p.link());
    expect(await openFileName(crypto.subtle, key, lines?.fileNames[0] ?? '')).toEqual({
      ok: true,
      value: { name: 'quarterly-keys.txt', type: 'text/plain' },
    });
    expect(await openText(crypto.subtle, key, stored.payload ?? '')).toEqual({
      ok: true,
      value: 'the keys for Q3',
    });
    const download = await p.h.app.request(stored.files?.[0]?.url ?? '');
    const opening = openFileStream(crypto.subtle, key);
    const opened = new Uint8Array(
      await new Response(download.body?.pipeThrough(opening.stream)).arrayBuffer(),
    );
    expect(await opening.result).toEqual({ ok: true, value: { bytes: bytes.length } });
    expect(opened).toEqual(bytes);
    p.page.unmount();
  });
});
