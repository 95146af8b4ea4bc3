import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildSealedScript, sealedScript } from '../../server/pages/sealed-script.ts';
import { harness } from './harness.ts';

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
    expect(`sha384-${createHash('sha384').update(body).digest('base64')}`).toBe(script.integrity);
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
});
