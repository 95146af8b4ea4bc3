import { describe, expect, it } from 'vitest';
import { qrSvg } from '../../server/pages/qr-svg.ts';
import { durableHarnesses, type Harness, T0 } from './harness.ts';

const durable = durableHarnesses();

/** What Password Pusher's browser extension takes as the QR code: the page's first `<svg>`. */
const firstSvg = (html: string) => /<svg[\s\S]*?<\/svg>/i.exec(html)?.[0] ?? '';

const page = async (h: Harness, path: string, method = 'GET') => {
  const res = await h.app.request(`http://push.test${path}`, { method, headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text(), type: res.headers.get('content-type') ?? '' };
};

describe('the preview page', () => {
  it('shows the secret link and its QR code as the first svg, at both preview paths, counting nothing', async () => {
    const h = await durable();
    const push = await h.create({ payload: 'PREVIEW-PAYLOAD', expire_after_views: 1, note: 'NOTE' }, h.alice);
    expect(push.html_url).toBe(`http://push.test/p/${push.url_token}/r`);
    for (const path of [`/p/${push.url_token}/preview`, `/p/${push.url_token}/r/preview`]) {
      for (const method of ['GET', 'HEAD']) await page(h, path, method);
      const shown = await page(h, path);
      expect(shown.status).toBe(200);
      expect(shown.type).toMatch(/^text\/html/);
      expect(firstSvg(shown.html)).toBe(qrSvg(push.html_url, 'QR code of the secret link'));
      expect(shown.html).toContain(`<pre class="secret" id="link">${push.html_url}</pre>`);
      expect(shown.html).not.toMatch(/PREVIEW-PAYLOAD|NOTE/);
    }
    expect(await h.auditKinds(push.url_token)).toEqual(['creation']);
    const read = await h.call('GET', `/api/v2/pushes/${push.url_token}`);
    expect(read.body).toMatchObject({ payload: 'PREVIEW-PAYLOAD', views_remaining: 0 });
  });

  it('links to the secret page itself when the push has no retrieval step', async () => {
    const h = await durable();
    const push = await h.create({ payload: 'x', retrieval_step: false });
    const shown = await page(h, `/p/${push.url_token}/preview`);
    expect(firstSvg(shown.html)).toBe(
      qrSvg(`http://push.test/p/${push.url_token}`, 'QR code of the secret link'),
    );
  });

  it('is there for anyone holding the link, also with a passphrase and with anonymous pushes off', async () => {
    const h = await durable((s) => {
      s.allowAnonymous = false;
    });
    const push = await h.create({ payload: 'x', passphrase: 'PASS-WORD' }, h.alice);
    const shown = await page(h, `/p/${push.url_token}/r/preview`);
    expect(shown.status).toBe(200);
    expect(firstSvg(shown.html)).toBe(qrSvg(push.html_url, 'QR code of the secret link'));
    expect(shown.html).not.toContain('PASS-WORD');
    expect(await h.auditKinds(push.url_token)).toEqual(['creation']);
  });

  it('is the not-found page, with no QR code, for unknown and expired links', async () => {
    const h = await durable();
    const push = await h.create({ payload: 'x', expire_after_days: 1 }, h.alice);
    h.clock.now = T0 + 2 * 86_400_000;
    for (const path of [`/p/${push.url_token}/preview`, '/p/no-such-token/r/preview']) {
      const shown = await page(h, path);
      expect(shown.status).toBe(404);
      expect(firstSvg(shown.html)).toBe('');
    }
  });
});
