import { describe, expect, it } from 'vitest';
import { qrSvg } from '../../server/browser/qr-svg.ts';
import { durableHarnesses, type Harness, T0 } from './harness.ts';
import { webClient } from './web-client.ts';
import { PASSWORD, signedInClient, tokenOf } from './web-push-client.ts';

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

describe('the result page after pushing', () => {
  const pushAnonymously = async (h: Harness) => {
    const browser = webClient(h.app);
    await browser.get('/');
    const res = await browser.post('/', { kind: 'text', payload: 'SECRET-PAYLOAD', expire_after_views: '2' });
    return { browser, token: tokenOf(res.headers.get('location')) };
  };

  it('is the creator page for the anonymous browser that pushed, and the plain preview for everyone else', async () => {
    const h = await durable();
    const { browser, token } = await pushAnonymously(h);
    const mine = await browser.get(`/p/${token}/preview`);
    expect(mine.html).toContain('<h1>Your secret link</h1>');
    expect(firstSvg(mine.html)).toBe(qrSvg(`http://push.test/p/${token}`, 'QR code of the secret link'));
    expect(mine.html).toContain('This link works for 7 days or 2 views, whichever comes first.');
    expect(mine.html).toContain(`<a href="/p/${token}/preview?as=recipient">`);
    expect(mine.html).not.toContain('SECRET-PAYLOAD');
    const other = await webClient(h.app).get(`/p/${token}/preview`);
    expect(other.html).toContain('<h1>Secret link</h1>');
    expect(other.html).not.toContain('This link works for');
    expect((await browser.get(`/p/${token}/preview?as=recipient`)).html).toContain('<h1>Secret link</h1>');
    const log = await h.store.auditLog(token, { offset: 0, limit: 10 });
    expect(log.map((entry) => entry.kind)).toEqual(['creation']);
  });

  it('keeps the url token out of the marker cookie, which is worthless without its own browser or after 30 minutes', async () => {
    const h = await durable();
    const { browser, token } = await pushAnonymously(h);
    const marker = browser.cookies.get('sp_created') ?? '';
    expect(marker).toMatch(/^\d+\.[\w-]{43}$/);
    expect(marker).not.toContain(token);
    const thief = webClient(h.app);
    await thief.get('/');
    thief.cookies.set('sp_created', marker);
    expect((await thief.get(`/p/${token}/preview`)).html).toContain('<h1>Secret link</h1>');
    h.clock.now = T0 + 31 * 60_000;
    expect((await browser.get(`/p/${token}/preview`)).html).toContain('<h1>Secret link</h1>');
  });

  it('recognises a signed-in owner without a marker, says the time left, and shows other users the plain preview', async () => {
    const h = await durable();
    const alice = await signedInClient(h, 'alice@example.com');
    const res = await alice.post('/', {
      kind: 'text',
      payload: 'x',
      expire_after_views: '1',
      passphrase: 'pp',
    });
    const token = tokenOf(res.headers.get('location'));
    expect(alice.cookies.has('sp_created')).toBe(false);
    h.clock.now = T0 + 2 * 3_600_000 + 20_000;
    const mine = await alice.get(`/p/${token}/preview`);
    expect(mine.html).toContain('This link works for 7 days or 1 view, whichever comes first.');
    expect(mine.html).toContain('It asks for a passphrase, which I will send you another way.');
    expect(mine.html).toContain(`<a href="/p/${token}/audit">Audit log</a>`);
    const bob = await signedInClient(h, 'bob@example.com');
    expect((await bob.get(`/p/${token}/preview`)).html).toContain('<h1>Secret link</h1>');
  });

  it('shows the passphrase and the Pushed banner on the first look after pushing alone, never in a URL or a log', async () => {
    const h = await durable();
    const alice = await signedInClient(h, 'alice@example.com');
    const passphrase = 'Gx7k-Pq2m-Zt9w-Hb4n';
    const res = await alice.post('/', { kind: 'text', payload: 'x', expire_after_views: '1', passphrase });
    const location = res.headers.get('location') ?? '';
    const token = tokenOf(location);
    const held = alice.cookies.get('sp_created_once') ?? '';
    expect([location.includes(passphrase), held.includes(passphrase), held.includes(token)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('sp_created_once='))).toMatch(
      new RegExp(`Path=/p/${token}/; HttpOnly; SameSite=Lax$`),
    );
    // The upload script's request follows the redirect before the page goes there: it takes nothing.
    const cookie = [...alice.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const followed = await h.app.request(`http://push.test${location}`, {
      headers: { cookie, 'sec-fetch-mode': 'cors' },
    });
    expect(await followed.text()).not.toContain(passphrase);
    const first = await alice.get(location);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.html).toContain(
      '<p class="success" role="status">Pushed. Send the link to the recipient.</p>',
    );
    expect(first.html).toContain(
      `<pre class="secret" id="passphrase-shown" translate="no">${passphrase}</pre>`,
    );
    expect(first.html).toContain('data-copy="passphrase-shown" hidden>Copy passphrase</button>');
    expect(first.html).toContain('Shown only this once: copy it now.');
    const again = await alice.get(location);
    expect(again.html).toContain('<h1>Your secret link</h1>');
    expect([again.html.includes(passphrase), again.html.includes('Pushed.')]).toEqual([false, false]);
    expect(h.logLines.filter((line) => line.includes(passphrase))).toEqual([]);
  });

  it('shows the moment of creation to no other browser, and not after ten minutes', async () => {
    const h = await durable();
    const browser = webClient(h.app);
    await browser.get('/');
    const passphrase = 'another-passphrase';
    const post = () => browser.post('/', { kind: 'text', payload: 'x', expire_after_views: '2', passphrase });
    const first = tokenOf((await post()).headers.get('location'));
    const thief = webClient(h.app);
    await thief.get('/');
    thief.cookies.set('sp_created', browser.cookies.get('sp_created') ?? '');
    thief.cookies.set('sp_created_once', browser.cookies.get('sp_created_once') ?? '');
    expect((await thief.get(`/p/${first}/preview`)).html).not.toContain(passphrase);
    const late = tokenOf((await post()).headers.get('location'));
    h.clock.now += 10 * 60_000;
    const shown = await browser.get(`/p/${late}/preview`);
    expect(shown.html).toContain('<h1>Your secret link</h1>');
    expect([shown.html.includes(passphrase), shown.html.includes('Pushed.')]).toEqual([false, false]);
  });

  it("shows the passphrase to no other browser of its owner's either, whose cookie opens nothing", async () => {
    const h = await durable();
    const pushing = await signedInClient(h, 'alice@example.com');
    const other = webClient(h.app);
    await other.get('/users/sign_in');
    await other.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    const passphrase = 'owner-other-browser';
    const res = await pushing.post('/', { kind: 'text', payload: 'x', expire_after_views: '2', passphrase });
    const location = res.headers.get('location') ?? '';
    // Both browsers are the owner's, so only the cookie's seal, bound to the browser that pushed, keeps it apart.
    other.cookies.set('sp_created_once', pushing.cookies.get('sp_created_once') ?? '');
    const elsewhere = await other.get(location);
    expect(elsewhere.html).toContain('<h1>Your secret link</h1>');
    expect([elsewhere.html.includes(passphrase), elsewhere.html.includes('Pushed.')]).toEqual([false, false]);
    expect((await pushing.get(location)).html).toContain(passphrase);
  });

  it('has no Pushed banner when its owner opens it later from the dashboard', async () => {
    const h = await durable();
    const push = await h.create({ payload: 'x', passphrase: 'made-by-the-api' }, h.alice);
    h.clock.now += 3 * 86_400_000;
    const alice = await signedInClient(h, 'alice@example.com');
    const shown = await alice.get(`/p/${push.url_token}/preview`);
    expect(shown.html).toContain('<h1>Your secret link</h1>');
    expect(shown.html).not.toContain('Pushed. Send the link');
    expect(shown.html).not.toContain('made-by-the-api');
  });

  it('captions the QR code, saying on a QR code push that it opens the link', async () => {
    const h = await durable();
    const alice = await signedInClient(h, 'alice@example.com');
    const qr = tokenOf(
      (await alice.post('/', { kind: 'qr', payload: 'WIFI:S:door;;', expire_after_views: '1' })).headers.get(
        'location',
      ),
    );
    const text = tokenOf(
      (await alice.post('/', { kind: 'text', payload: 'x', expire_after_views: '1' })).headers.get(
        'location',
      ),
    );
    const caption = /<figcaption class="muted">([^<]*)<\/figcaption>/;
    expect(caption.exec((await alice.get(`/p/${qr}/preview`)).html)?.[1]).toBe(
      'This code opens the secret link, where the recipient sees your QR code.',
    );
    expect(caption.exec((await alice.get(`/p/${text}/preview`)).html)?.[1]).toBe(
      'Scan to open the secret link.',
    );
    expect(caption.exec((await webClient(h.app).get(`/p/${qr}/preview`)).html)?.[1]).toBe(
      'Scan to open the secret link.',
    );
  });
});
