import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealedScript } from '../../server/web/pushes/sealed-script.ts';
import { newPushKey } from '../../shared/sealed/push-key.ts';
import { sealText } from '../../shared/sealed/sealed-text.ts';
import { type Harness, harness } from './harness.ts';
import { webClient } from './web-client.ts';
import { signedInClient } from './web-push-client.ts';

const crypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};

type Browser = ReturnType<typeof webClient>;

/** The url token of the result page a push redirected to, whatever its query. */
const tokenOf = (path: string) => /^\/p\/([^/?]+)\/preview/.exec(path)?.[1] ?? '';

/** Pushes from the form as its sealing script does, and returns the result page's path. */
async function pushSealed(browser: Browser, fields: Record<string, string> = {}) {
  await browser.get('/');
  const payload = await sealText(crypto, newPushKey(crypto.randomBytes), 'hunter2');
  const res = await browser.post('/', {
    kind: 'text',
    expire_after_views: '2',
    sealed: 'on',
    payload,
    ...fields,
  });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}

const scriptOf = async (h: Harness, browser: Browser, path: string) => {
  const res = await browser.get(path);
  const script = await sealedScript();
  return {
    res,
    tagged: res.html.includes(`<script src="${script.path}" integrity="${script.integrity}" defer></script>`),
    csp: res.headers.get('content-security-policy') ?? '',
    hash: `'${script.integrity}'`,
    h,
  };
};

describe('the result page of a sealed push', () => {
  it('carries the sealed script, allowed by hash with no fetches, and leaves the link and QR code to it', async () => {
    const h = await harness();
    const visitor = webClient(h.app);
    const path = await pushSealed(visitor);
    const token = tokenOf(path);
    const { res, tagged, csp, hash } = await scriptOf(h, visitor, path);
    expect(tagged).toBe(true);
    expect(csp).toContain(hash);
    expect(csp).not.toContain('connect-src');
    expect(res.html).toContain(
      `<div class="result" data-sealed-result data-sealed-shown data-token="${token}"\n      data-link="http://push.test/p/${token}" data-qr-label="QR code of the secret link" hidden>`,
    );
    expect(res.html).toContain('<pre class="secret" id="link"></pre>');
    expect(res.html).not.toContain('<svg');
    expect(res.html).toContain(
      '<p class="success" role="status" data-sealed-shown hidden>Pushed, sealed. Send the whole link to the recipient.</p>',
    );
    expect(res.html).toContain(
      '<p>Sealed: encrypted in your browser. Its key is only in this link, after #k1=; the server never had it, and the link without its key opens nothing.</p>',
    );
    expect(res.html).toContain(
      '<p class="error" data-sealed-gone hidden>This page no longer has the link&#39;s key',
    );
    // Anonymous creators cannot expire a push: they are told to push again.
    expect(res.html).toContain(
      '<p data-sealed-gone hidden>Push the secret again; this push expires by itself.</p>',
    );
    expect(res.html).toContain(
      '<div data-sealed-shown hidden>\n    <h2 id="share-heading">Message to send</h2>',
    );
  });

  it('offers its signed-in owner to expire the push when the key is gone', async () => {
    const h = await harness();
    const alice = await signedInClient(h, 'alice@example.com');
    const path = await pushSealed(alice);
    const { res } = await scriptOf(h, alice, path);
    expect(res.html).toContain(
      `<p data-sealed-gone hidden><a class="danger" href="/p/${tokenOf(path)}/expire">Expire this push</a></p>`,
    );
  });

  it('keeps the chosen language in the link the script completes', async () => {
    const h = await harness();
    const visitor = webClient(h.app);
    const path = await pushSealed(visitor, { recipient_locale: 'de' });
    const { res } = await scriptOf(h, visitor, path);
    expect(res.html).toContain(`data-link="http://push.test/p/${tokenOf(path)}?locale=de"`);
  });

  it('is the sealed preview for anyone else: the script, no QR code, and what the key is', async () => {
    const h = await harness();
    const path = await pushSealed(webClient(h.app));
    const other = webClient(h.app);
    const { res, tagged, csp, hash } = await scriptOf(h, other, path);
    expect([res.status, tagged]).toEqual([200, true]);
    expect(csp).toContain(hash);
    expect(res.html).toContain('<h1>Secret link</h1>');
    expect(res.html).toContain(
      '<p>This push is sealed: its link opens it only with its key, the part after #k1=.</p>',
    );
    expect(res.html).toContain('data-sealed-result');
    expect(res.html).toContain(
      '<p class="error" data-sealed-gone hidden>This page does not have the link&#39;s key',
    );
    expect(res.html).not.toContain('<svg');
    expect(res.html).not.toContain('Message to send');
  });
});

describe('the pages of a plain push', () => {
  it('are as before: no sealed script, the plain CSP, the QR code and link from the server', async () => {
    const h = await harness();
    const visitor = webClient(h.app);
    await visitor.get('/');
    const posted = await visitor.post('/', { kind: 'text', expire_after_views: '2', payload: 'hunter2' });
    const path = posted.headers.get('location') ?? '';
    for (const browser of [visitor, webClient(h.app)]) {
      const { res, tagged, csp } = await scriptOf(h, browser, path);
      expect(tagged).toBe(false);
      expect(csp).not.toMatch(/sha384|connect-src/);
      expect(res.html).toContain('<svg');
      expect(res.html).toContain(`<pre class="secret" id="link">http://push.test/p/${tokenOf(path)}</pre>`);
      expect(res.html).not.toContain('data-sealed');
    }
  });
});
