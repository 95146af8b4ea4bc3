import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEALED_FILE_FORMAT, sealedFileSize } from '../../server/browser/push-form-sizes.ts';
import { sealedScript } from '../../server/web/pushes/sealed-script.ts';
import { newPushKey } from '../../shared/sealed/push-key.ts';
import { sealFileStream } from '../../shared/sealed/seal-file.ts';
import { sealFileName } from '../../shared/sealed/sealed-file-name.ts';
import { HUMAN_LINE, sealText } from '../../shared/sealed/sealed-text.ts';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';
import { postMultipart, signedInClient, tokenOf } from './web-push-client.ts';

const crypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};
const key = newPushKey(crypto.randomBytes);
const FIELDS = { kind: 'text', expire_after_views: '2', sealed: 'on' };

/** The sealed script's tag as pages give it, and the CSP source that allows it. */
const sealedTag = async () => {
  const script = await sealedScript();
  return {
    tag: `<script src="${script.path}" integrity="${script.integrity}" defer></script>`,
    source: `'${script.integrity}'`,
  };
};

describe('the push form offers Sealed', () => {
  it('on the text form: hidden until its script runs, which the CSP allows by hash with fetches home', async () => {
    const h = await harness();
    const res = await webClient(h.app).get('/');
    const { tag, source } = await sealedTag();
    expect(res.html).toContain('<div id="sealed-choice" hidden>');
    expect(res.html).toMatch(
      /<input type="checkbox" id="sealed" name="sealed" value="on" aria-describedby="sealed-hint">\s+Sealed \(end-to-end encrypted\)<\/label>/,
    );
    expect(res.html).toContain(
      '<p class="muted" id="sealed-hint">Encrypted in this browser before it is sent: the server never sees the secret, and its key is only in the secret link.</p>',
    );
    expect(res.html).toContain('data-sealable');
    expect(res.html).toContain('data-words-sealed-too-long="Too long to seal:');
    expect(res.html).toContain(tag);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'nonce-`);
    expect(csp).toContain(` ${source};`);
    expect(csp).toContain("connect-src 'self'");
  });

  it('on the file form, saying that names and files are sealed too', async () => {
    const h = await harness(() => {}, { files: true });
    const alice = await signedInClient(h, 'alice@example.com');
    const res = await alice.get('/?kind=file');
    expect(res.html).toContain('<div id="sealed-choice" hidden>');
    expect(res.html).toContain(
      'the server never sees the message, the files or their names, and the key is only in the secret link.',
    );
    expect(res.html).toContain((await sealedTag()).tag);
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self'");
    // The files come first on the page; the sealing script sends them last, after every field.
    expect(res.html.indexOf('name="push[files][]"')).toBeLessThan(res.html.indexOf('name="sealed"'));
  });

  it('not on QR code and URL forms, which say why, and whose pages keep the plain CSP', async () => {
    const h = await harness();
    const visitor = webClient(h.app);
    for (const [kind, why] of [
      ['qr', 'QR code pushes cannot be sealed: the server must read the text to draw its code.'],
      ['url', 'URL pushes cannot be sealed: the server must read the URL to redirect to it.'],
    ]) {
      const res = await visitor.get(`/?kind=${kind}`);
      expect(res.html).toContain(`<p class="muted">${why}</p>`);
      expect(res.html).not.toContain('name="sealed"');
      expect(res.html).not.toContain('/assets/sealed-');
      expect(res.headers.get('content-security-policy')).not.toMatch(/sha384|connect-src/);
    }
  });
});

describe('a sealed post', () => {
  it('stores the envelope the page sealed and goes to the result page', async () => {
    const h = await harness();
    const visitor = webClient(h.app);
    await visitor.get('/');
    const envelope = await sealText(crypto, key, 'hunter2');
    const res = await visitor.post('/', { ...FIELDS, payload: envelope });
    expect(res.status).toBe(303);
    const push = await h.store.findPush(tokenOf(res.headers.get('location')));
    expect(push === undefined ? '' : h.cipher.open(push.payload ?? '')).toBe(envelope);
  });

  it('is refused when its script did not seal it: a plain secret ticked Sealed is not pushed', async () => {
    const h = await harness();
    const alice = await signedInClient(h, 'alice@example.com');
    const res = await alice.post('/', { ...FIELDS, payload: 'hunter2' });
    expect(res.status).toBe(422);
    expect(res.html).toContain(
      `<p class="error" id="sealed-error">A sealed push is sealed by this page&#39;s script, which did not run: nothing was pushed. Reload the page and push again.</p>`,
    );
    expect(await h.call('GET', '/api/v2/pushes/active', { token: h.alice })).toMatchObject({ body: [] });
  });

  it('refused for another field comes back ticked, without the envelope in the secret field', async () => {
    const h = await harness();
    const visitor = webClient(h.app);
    await visitor.get('/');
    const envelope = await sealText(crypto, key, 'hunter2');
    const res = await visitor.post('/', { ...FIELDS, payload: envelope, expire_after_views: '1000' });
    expect(res.status).toBe(422);
    expect(res.html).toContain('id="views-error">Views must be between 1 and 100.</p>');
    expect(res.html).toMatch(/name="sealed" value="on" aria-describedby="sealed-hint" checked>/);
    expect(res.html).not.toContain('SP-SEALED-');
    expect(res.html).toMatch(
      /<textarea id="payload" name="payload" required spellcheck="false"\s*>\s*<\/textarea>/,
    );
  });

  it('of files takes them under their places alone, and refuses files under their own names', async () => {
    const h = await harness(() => {}, { files: true });
    const alice = await signedInClient(h, 'alice@example.com');
    await alice.get('/?kind=file');
    const names = [await sealFileName(crypto, key, { name: 'a.txt', type: 'text/plain' })];
    const payload = [HUMAN_LINE, ...names].join('\n');
    const fields = { ...FIELDS, kind: 'file', payload };
    const named = await postMultipart(h, alice, fields, [{ name: 'a.txt', bytes: 'SP-SEALED-1\n…' }]);
    expect([named.status, named.html]).toEqual([422, expect.stringContaining('id="sealed-error"')]);
    await alice.get('/?kind=file');
    const placed = await postMultipart(h, alice, fields, [{ name: '1.sealed', bytes: 'SP-SEALED-1\n…' }]);
    expect(placed.status).toBe(303);
    const push = await h.store.findPush(tokenOf(placed.headers.get('location')));
    expect(push?.files.map((f) => f.filename)).toEqual(['1.sealed']);
    // Made on the web, it is marked sealed where the owner's other clients (the extension) list it.
    const listed = await h.call('GET', '/api/v2/pushes/active', { token: h.alice });
    expect(listed.body).toEqual([expect.objectContaining({ url_token: push?.urlToken, sealed: true })]);
  });
});

describe("a file's sealed size, which the form checks against the limit", () => {
  it('is the length of the sealed bytes, for an empty file, whole records and a record and a byte', async () => {
    for (const bytes of [0, 1, 65_535, 65_536, 65_537, 200_000]) {
      const sealed = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(sealFileStream(crypto, key));
      const length = (await new Response(sealed).arrayBuffer()).byteLength;
      expect([bytes, sealedFileSize(bytes, SEALED_FILE_FORMAT)]).toEqual([bytes, length]);
    }
  });
});
