import { describe, expect, it } from 'vitest';
import { sealedScript } from '../../server/web/pushes/sealed-script.ts';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';

const expectPageHeaders = (headers: Headers) => {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(
    /^default-src 'none'; style-src 'nonce-[A-Za-z0-9+/=]{24}'; script-src 'nonce-[A-Za-z0-9+/=]{24}'( 'sha384-[A-Za-z0-9+/]{64}')?;( connect-src 'self';)? img-src 'self' data:; form-action 'self'( https: http:)?; frame-ancestors 'none'; base-uri 'none'$/,
  );
  expect(csp).not.toContain('unsafe');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('cache-control')).toBe('no-store');
  expect(headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(headers.get('x-frame-options')).toBe('DENY');
};

describe('page headers', () => {
  it('sends a strict CSP whose nonce marks the one style and every script, and the privacy headers', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', retrieval_step: true });
    const visitor = webClient(h.app);
    for (const path of [
      '/',
      `/p/${push.url_token}/r`,
      `/p/${push.url_token}`,
      '/p/unknown-token-abc',
      '/no/such/page',
      '/api',
    ]) {
      const res = await visitor.get(path);
      expect([path, res.headers.get('content-type')]).toEqual([path, 'text/html; charset=UTF-8']);
      expectPageHeaders(res.headers);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      // One style; a page may add scripts of its own (the push form's), each under the nonce.
      const tags = res.html.match(/<(style|script)\b[^>]*>/g) ?? [];
      expect(tags.filter((tag) => tag.startsWith('<style'))).toEqual([`<style nonce="${nonce}">`]);
      // Besides them, a page that seals (the push form) loads the sealed script, allowed by its hash alone.
      const hash = /'(sha384-[^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      if (path !== '/') expect(hash).toBeUndefined();
      const scripts = new Set([`<script nonce="${nonce}">`]);
      if (hash !== undefined)
        scripts.add(`<script src="${(await sealedScript()).path}" integrity="${hash}" defer>`);
      expect(new Set(tags.filter((tag) => tag.startsWith('<script')))).toEqual(scripts);
      expect(res.html).not.toMatch(/(src|href)="(https?:)?\/\//);
    }
  });

  it('uses a fresh nonce for every response', async () => {
    const h = await harness();
    const a = await webClient(h.app).get('/p/x');
    const b = await webClient(h.app).get('/p/x');
    expect(a.headers.get('content-security-policy')).not.toBe(b.headers.get('content-security-policy'));
  });

  it("lets only a URL push's forms lead off the site, where its redirect goes", async () => {
    const h = await harness();
    const url = await h.create({ kind: 'url', payload: 'https://example.com/', passphrase: 'pw' });
    const text = await h.create({ payload: 't', passphrase: 'pw' });
    const csp = async (path: string) =>
      (await webClient(h.app).get(path)).headers.get('content-security-policy');
    expect(await csp(`/p/${url.url_token}/r`)).toContain("form-action 'self' https: http:;");
    expect(await csp(`/p/${text.url_token}/r`)).toContain("form-action 'self';");
  });

  it('sets the CSRF cookie HttpOnly and SameSite=Lax, and Secure behind https', async () => {
    const h = await harness();
    const plain = await webClient(h.app).get('/');
    expect(plain.headers.get('set-cookie')).toMatch(/^sp_csrf=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const secure = await webClient(h.app, 'https://push.test').get('/');
    expect(secure.headers.get('set-cookie')).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it("keeps the API in JSON: unknown API paths still answer the contract's 404 body", async () => {
    const h = await harness();
    expect(await h.call('GET', '/api/v2/nope')).toMatchObject({ status: 404, body: { error: 'not-found' } });
  });

  it('logs page paths without the secret link token', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', retrieval_step: true });
    await webClient(h.app).get(`/p/${push.url_token}/r`);
    expect(h.logLines.at(-1)).toMatch(/^GET \/p\/:token\/r 200 \d+ms$/);
    expect(h.logLines.join('\n')).not.toContain(push.url_token);
  });
});
