import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildSealedScript, sealedScript, sealedScripts } from '../../server/web/pushes/sealed-script.ts';
import { newPushKey } from '../../shared/sealed/push-key.ts';
import { sealText } from '../../shared/sealed/sealed-text.ts';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';

const crypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};
const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('the sealed script', () => {
  it('is served under its digest with an integrity that matches its bytes, cacheable for good', async () => {
    const h = await harness();
    const script = await sealedScript();
    expect(script.path).toMatch(/^\/assets\/sealed-[0-9a-f]{16}\.js$/);
    const res = await h.app.request(script.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await res.text();
    expect(sha384(body)).toBe(script.integrity);
    // The format's library is inside: the page needs nothing else to open an envelope.
    expect(body).toContain('Secret Push sealed v1 text');
  });

  it('is the same file for every build, so its hash can be published and checked', async () => {
    const [first, second] = await Promise.all([buildSealedScript(), buildSealedScript()]);
    expect(second.source).toBe(first.source);
    expect(second.integrity).toBe(first.integrity);
    expect((await sealedScript()).integrity).toBe(first.integrity);
  });

  it('answers 404 under any other name', async () => {
    const h = await harness();
    expect((await h.app.request('/assets/sealed-0000000000000000.js')).status).toBe(404);
    expect((await h.app.request('/assets/other.js')).status).toBe(404);
  });

  it('serves the download worker under its digest, loading nothing, and names it in the page script', async () => {
    const h = await harness();
    const { page, worker } = await sealedScripts();
    expect(worker.path).toMatch(/^\/assets\/download-[0-9a-f]{16}\.js$/);
    const res = await h.app.request(worker.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // A service worker's CSP is its script's own.
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    const body = await res.text();
    expect(sha384(body)).toBe(worker.integrity);
    expect(body).toContain('Content-Disposition');
    // The page's hash fixes the worker it registers: the worker's address, digest and all, is inside.
    expect(page.source).toContain(JSON.stringify(worker.path));
    expect((await h.app.request(page.path)).headers.get('content-security-policy')).toBeNull();
  });

  it('lets only the sealed recipient page register the worker: /open and the push form keep their CSP', async () => {
    const h = await harness();
    const envelope = await sealText(crypto, newPushKey(crypto.randomBytes), 'sealed');
    const push = await h.create({ payload: envelope, retrieval_step: false }, h.alice);
    const csp = async (path: string) =>
      (await webClient(h.app).get(path)).headers.get('content-security-policy') ?? '';
    expect(await csp(`/p/${push.url_token}`)).toContain("connect-src 'self'; worker-src 'self'; img-src");
    for (const path of ['/open', '/'])
      expect([path, await csp(path)]).toEqual([path, expect.not.stringContaining('worker-src')]);
  });
});
