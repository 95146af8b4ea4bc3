import { describe, expect, it } from 'vitest';
import { onSettings, signIn } from './admin-settings-form.ts';
import { file, PNG } from './brand/logo-fixtures.ts';
import { adapterHarnesses } from './web-adapters.ts';
import { webClient } from './web-client.ts';

const adapters = adapterHarnesses('brand');

/** The brand's form fields as the page shows them: name, then value. */
const ACME = {
  'brand.title': 'Acme Vault',
  'brand.tagline': 'Secrets, handed over once',
  'brand.disclaimer': 'For Acme staff only.',
  'brand.accent': '#B3261E',
  'brand.darkAccent': '',
  'brand.logo.light': '',
  'brand.logo.dark': 'https://cdn.acme.test/logo-dark.svg',
};

/** The history's rows as text, newest first. */
const historyRows = (html: string) =>
  [...html.matchAll(/<tr>\s*<td data-label="When">[\s\S]*?<\/tr>/g)].map((m) =>
    m[0]
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^Jan 1, 2026, 12:00 AM UTC alice@example.com /, ''),
  );

describe.each(adapters)('the brand on the settings page, %s store', (_name, open) => {
  it('saves every field and an uploaded logo, shows them on the pages and records each change', async () => {
    const h = await open();
    const { browser, shown } = await onSettings(h);
    expect(shown.html).toContain('<h2 id="brand">Brand</h2>');
    expect(shown.html).toContain(
      '<form method="post" action="/admin/settings/brand" enctype="multipart/form-data" novalidate>',
    );
    expect(shown.html).toContain(
      '<input type="text" id="brand-title" name="brand.title" value="Secret Push">',
    );
    const saved = await browser.postFiles('/admin/settings/brand', {
      ...ACME,
      'brand.logo.light.file': file(PNG, 'acme.png', 'image/png'),
    });
    expect([saved.status, saved.headers.get('location')]).toEqual([
      303,
      '/admin/settings?done=brand-saved#brand',
    ]);
    const after = await browser.get('/admin/settings?done=brand-saved');
    expect(after.html).toContain('<p class="success" role="status">The brand is saved.</p>');
    expect(after.html).toContain(
      '<input type="text" id="brand-title" name="brand.title" value="Acme Vault">',
    );
    expect(after.html).toMatch(/id="brand-accent" name="brand.accent" value="#b3261e"/);
    const logo = /<img class="logo-preview on-light" src="(\/brand\/logo-[0-9a-f]{16}\.png)"/.exec(
      after.html,
    )?.[1];
    expect(logo).toBeDefined();
    const digest = logo?.slice('/brand/logo-'.length, '/brand/logo-'.length + 8);
    expect(historyRows(after.html)).toEqual(
      [
        'Brand · Name Secret Push Acme Vault',
        'Brand · Tagline None Secrets, handed over once',
        'Brand · Footer disclaimer None For Acme staff only.',
        'Brand · Accent colour None #b3261e',
        `Brand · Logo on light backgrounds None Uploaded image: PNG, 0.1 KB, ${digest}`,
        'Brand · Logo on dark backgrounds None https://cdn.acme.test/logo-dark.svg',
      ].reverse(),
    );
    // The history holds the logo's name, type and size, never its bytes.
    const recorded = await h.store.policyHistory({ offset: 0, limit: 10 });
    const upload = recorded.find((change) => change.rule === 'brand.logo.light');
    expect(JSON.parse(upload?.to ?? '')).toEqual({
      upload: logo?.slice('/brand/logo-'.length),
      type: 'image/png',
      size: PNG.byteLength,
    });

    const home = await webClient(h.app).get('/');
    expect(home.html).toContain(
      `<img src="${logo}" alt="" referrerpolicy="no-referrer"></picture><span>Acme Vault</span>`,
    );
    expect(home.html).toContain(
      '<source srcset="https://cdn.acme.test/logo-dark.svg" media="(prefers-color-scheme: dark)">',
    );
    expect(home.html).toContain('<p class="tagline">Secrets, handed over once</p>');
    expect(home.html).toContain('<p class="disclaimer">For Acme staff only.</p>');
    expect(home.html).toContain(':root { --accent: #b3261e;');
    const served = await webClient(h.app).get(logo ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a bad value beside its field in the page language, keeps what was typed, and saves nothing', async () => {
    const h = await open();
    const { browser } = await onSettings(h);
    const refused = await browser.postFiles('/admin/settings/brand', {
      ...ACME,
      'brand.title': 'x'.repeat(81),
      'brand.accent': '#ffeb3b',
      'brand.darkAccent': 'blue',
      'brand.logo.dark': 'http://cdn.acme.test/logo.svg',
    });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain(
      '<p class="error" role="alert">The brand was not saved. Check the fields marked below.</p>',
    );
    expect(refused.html).toContain(
      '<p class="error" id="brand-title-error">Enter at most 80 characters.</p>',
    );
    expect(refused.html).toContain(
      '<p class="error" id="brand-accent-error">The contrast is 1.13:1 against the page background (#f6f7f9); at least 4.5:1 is needed.</p>',
    );
    expect(refused.html).toContain(
      '<p class="error" id="brand-darkAccent-error">Enter a colour such as #0b57d0 or #06c.</p>',
    );
    expect(refused.html).toContain(
      '<p class="error" id="brand-logo-dark-error">Enter an https:// address or a path on this server that starts with /.</p>',
    );
    expect(refused.html).toMatch(
      /id="brand-accent" name="brand.accent" value="#ffeb3b"[^>]*aria-describedby="brand-accent-hint brand-accent-error" aria-invalid="true"/,
    );
    expect(refused.html).toContain('value="http://cdn.acme.test/logo.svg"');
    expect(await h.store.policyVersion()).toBe(0);

    const german = await signIn(h, 'alice@example.com', 'de');
    await german.get('/admin/settings');
    const words = await german.postFiles('/admin/settings/brand', { 'brand.accent': '#ffeb3b' });
    expect(words.status).toBe(422);
    expect(words.html).toContain(
      '<p class="error" id="brand-accent-error">Der Kontrast zum Seitenhintergrund (#f6f7f9) beträgt 1.13:1; mindestens 4,5:1 ist nötig.</p>',
    );
  });
});
