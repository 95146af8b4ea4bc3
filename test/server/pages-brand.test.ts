import { describe, expect, it } from 'vitest';
import { type Brand, DEFAULT_BRAND } from '../../server/brand/brand.ts';
import { waitingApp } from '../../server/waiting-app.ts';
import { harnessesClosedAfterEach, T0 } from './harness.ts';
import { webClient } from './web-client.ts';

const open = harnessesClosedAfterEach();

const ACME: Brand = {
  title: 'Acme Vault',
  tagline: 'Secrets, handed over once',
  disclaimer: 'For Acme staff only.\nEverything is logged.',
  showFooterMenu: true,
  logo: { light: 'https://cdn.acme.test/logo.svg', dark: '/brand/logo-dark.svg' },
  accent: { light: '#b3261e', dark: '#f2b8b5' },
};

const ACME_MARK =
  '<header><a href="/" class="brand"><picture><source srcset="/brand/logo-dark.svg" media="(prefers-color-scheme: dark)">' +
  '<img src="https://cdn.acme.test/logo.svg" alt="" referrerpolicy="no-referrer"></picture><span>Acme Vault</span></a>';

/** A page's CSP as its directives. */
const imagesAllowed = (res: Response) =>
  (res.headers.get('Content-Security-Policy') ?? '').split('; ').find((d) => d.startsWith('img-src'));

describe('the brand on the pages', () => {
  it('puts the name and the logos in the header, the tagline on the home page and the disclaimer in the footer', async () => {
    const h = await open(undefined, { brand: ACME });
    const home = await webClient(h.app).get('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain(ACME_MARK);
    expect(home.html).toContain('<title>Share a secret · Acme Vault</title>');
    expect(home.html).toContain(
      '<main id="main"><p class="tagline">Secrets, handed over once</p><div class="card">',
    );
    expect(home.html).toContain('<p class="disclaimer">For Acme staff only.\nEverything is logged.</p>');
    expect(home.html).toContain(
      ':root { --accent: #b3261e; --focus: #b3261e; accent-color: #b3261e; }\n' +
        '@media (prefers-color-scheme: dark) { :root { --accent: #f2b8b5; --focus: #f2b8b5; accent-color: #f2b8b5; } }',
    );
    expect(home.html).not.toContain('Secret Push');
  });

  it('shows the tagline on the home page only, and the rest on every page, unknown paths included', async () => {
    const h = await open(undefined, { brand: ACME });
    const visitor = webClient(h.app);
    for (const path of ['/users/sign_in', '/api', '/no/such/page']) {
      const res = await visitor.get(path);
      expect([path, res.html.includes(ACME_MARK)]).toEqual([path, true]);
      expect([path, res.html.includes('<p class="disclaimer">For Acme staff only.')]).toEqual([path, true]);
      expect([path, res.html.includes('class="tagline"')]).toEqual([path, false]);
    }
  });

  it('hides the footer menu when told to, keeping the disclaimer and the language picker', async () => {
    const h = await open(undefined, { brand: { ...ACME, showFooterMenu: false } });
    const home = await webClient(h.app).get('/');
    const footer = home.html.slice(home.html.indexOf('<footer'));
    expect(footer).not.toContain('href="/api"');
    expect(footer).toContain('<p class="disclaimer">');
    expect(footer).toContain('data-language-picker');
  });

  it('shows a name, tagline and disclaimer holding markup as text', async () => {
    const script = '<script>alert(1)</script>';
    const h = await open(undefined, {
      brand: { ...DEFAULT_BRAND, title: `A&B ${script}`, tagline: script, disclaimer: `"${script}"` },
    });
    const home = await webClient(h.app).get('/');
    expect(home.html).not.toContain(script);
    expect(home.html).toContain('<header><a href="/">A&amp;B &lt;script&gt;alert(1)&lt;/script&gt;</a>');
    expect(home.html).toContain(
      '<title>Share a secret · A&amp;B &lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(home.html).toContain('<p class="tagline">&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(home.html).toContain(
      '<p class="disclaimer">&quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;</p>',
    );
  });

  it("allows images from the logo's origin only when a logo there is set, on pages that set their own policy too", async () => {
    const branded = await open(undefined, { brand: ACME, files: true });
    const visitor = webClient(branded.app);
    for (const path of ['/', '/?kind=file', '/users/sign_in', '/no/such/page']) {
      const res = await branded.app.request(`http://push.test${path}`);
      expect([path, imagesAllowed(res)]).toEqual([path, "img-src 'self' data: https://cdn.acme.test"]);
    }
    expect((await visitor.get('/')).status).toBe(200);
    const onThisServer = await open(undefined, {
      brand: { ...ACME, logo: { light: '/brand/logo.svg', dark: '/brand/logo.svg' } },
    });
    expect(imagesAllowed(await onThisServer.app.request('http://push.test/'))).toBe("img-src 'self' data:");
    const plain = await open();
    expect(imagesAllowed(await plain.app.request('http://push.test/'))).toBe("img-src 'self' data:");
    // API answers carry no page policy to widen.
    const api = await branded.app.request('http://push.test/api/v2/version');
    expect(api.headers.get('Content-Security-Policy')).toBeNull();
  });

  it('writes only colours into the stylesheet, whatever a brand holds', async () => {
    const h = await open(undefined, {
      brand: { ...ACME, accent: { light: 'red;}</style><script>', dark: '#fff' } },
    });
    const home = await webClient(h.app).get('/');
    expect(home.html).not.toContain('--accent: red');
    expect(home.html).not.toContain('</style><script>');
  });

  it("keeps today's page exactly when no brand is set", async () => {
    const h = await open();
    const home = await webClient(h.app).get('/');
    expect(home.html).toContain('<header><a href="/">Secret Push</a><nav');
    expect(home.html).toContain('<title>Share a secret · Secret Push</title>');
    expect(home.html).toContain('<main id="main"><div class="card">');
    expect(home.html).toContain(
      '<footer class="muted"><p>Secret links expire after a set number of views or days. <a href="/api">API</a></p><form',
    );
    expect(home.html).not.toMatch(/class="(brand|tagline|disclaimer)"|--accent: #[0-9a-f]{6}; --focus/);
  });

  it('shows the brand on the page a server answers while it waits for its database', async () => {
    const quiet = { info: () => {}, error: () => {} };
    const res = await waitingApp(quiet, () => T0, ACME).request('http://push.test/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain(ACME_MARK);
    expect(imagesAllowed(res)).toBe("img-src 'self' data: https://cdn.acme.test");
  });
});
