import { describe, expect, it } from 'vitest';
import { onSettings } from './admin-settings-form.ts';
import { file, HTML_AS_PNG, JPEG, PNG, SVG, WEBP } from './brand/logo-fixtures.ts';
import { harnessesClosedAfterEach } from './harness.ts';
import { webClient } from './web-client.ts';

const open = harnessesClosedAfterEach();
const lightLogo = (html: string) =>
  /<img class="logo-preview on-light" src="(\/brand\/logo-[0-9a-f]{16}\.[a-z]+)"/.exec(html)?.[1] ?? '';

describe('logos uploaded on the settings page', () => {
  it.each([
    ['PNG', PNG, 'logo.png', 'image/png', 'png'],
    ['JPEG', JPEG, 'logo.jpeg', 'image/jpeg', 'jpg'],
    ['WebP', WEBP, 'logo.webp', 'image/webp', 'webp'],
    ['SVG', SVG, 'logo.svg', 'image/svg+xml', 'svg'],
  ])(
    'takes a %s by its content, whatever its name, and serves it for good at its digest',
    async (_kind, bytes, _name, type, ext) => {
      const h = await open();
      const browser = (await onSettings(h)).browser;
      // Named and typed as something else: the content decides.
      const saved = await browser.postFiles('/admin/settings/brand', {
        'brand.logo.light.file': file(bytes, 'upload.bin', 'application/octet-stream'),
      });
      expect(saved.status).toBe(303);
      const src = lightLogo((await browser.get('/admin/settings')).html);
      expect(src).toMatch(new RegExp(`^/brand/logo-[0-9a-f]{16}\\.${ext}$`));
      const res = await h.app.request(`http://push.test${src}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
      expect({
        type: res.headers.get('content-type'),
        cache: res.headers.get('cache-control'),
        sniff: res.headers.get('x-content-type-options'),
        policy: res.headers.get('content-security-policy'),
      }).toEqual({
        type,
        cache: 'public, max-age=31536000, immutable',
        sniff: 'nosniff',
        policy:
          type === 'image/svg+xml'
            ? "default-src 'none'; style-src 'unsafe-inline'; sandbox"
            : "default-src 'none'",
      });
      // The pages show it only through <img>, and mails link it on the configured origin.
      expect((await webClient(h.app).get('/')).html).toContain(`<img src="${src}" alt=""`);
    },
  );

  it('refuses an HTML page named logo.png and an image over 512 KB, beside the field, saving nothing', async () => {
    const h = await open();
    const browser = (await onSettings(h)).browser;
    const disguised = await browser.postFiles('/admin/settings/brand', {
      'brand.logo.light.file': file(HTML_AS_PNG, 'logo.png', 'image/png'),
    });
    expect(disguised.status).toBe(422);
    expect(disguised.html).toContain(
      '<p class="error" id="brand-logo-light-error">This file is not a PNG, JPEG, WebP or SVG image.</p>',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(512 * 1024)]);
    const oversized = await browser.postFiles('/admin/settings/brand', {
      'brand.logo.dark.file': file(big, 'logo.png', 'image/png'),
    });
    expect(oversized.status).toBe(422);
    expect(oversized.html).toContain(
      '<p class="error" id="brand-logo-dark-error">The image is larger than 512 KB.</p>',
    );
    expect(await h.store.policyVersion()).toBe(0);
    expect((await webClient(h.app).get('/brand/logo-0000000000000000.png')).status).toBe(404);
  });

  it('keeps an uploaded logo when the address is left blank, and removes it when asked, recording both', async () => {
    const h = await open();
    const browser = (await onSettings(h)).browser;
    await browser.postFiles('/admin/settings/brand', {
      'brand.logo.light.file': file(SVG, 'a.svg', 'image/svg+xml'),
    });
    const src = lightLogo((await browser.get('/admin/settings')).html);
    await browser.postFiles('/admin/settings/brand', { 'brand.title': 'Acme', 'brand.logo.light': '' });
    const kept = await browser.get('/admin/settings');
    expect(lightLogo(kept.html)).toBe(src);
    expect(kept.html).toContain(
      '<input type="checkbox" name="brand.logo.light.remove" value="on"> Remove this logo',
    );
    await browser.postFiles('/admin/settings/brand', {
      'brand.logo.light': '',
      'brand.logo.light.remove': 'on',
    });
    const removed = await browser.get('/admin/settings');
    expect(lightLogo(removed.html)).toBe('');
    expect((await webClient(h.app).get('/')).html).not.toContain('<picture>');
    const digest = src.slice('/brand/logo-'.length, '/brand/logo-'.length + 8);
    const size = `${(SVG.byteLength / 1024).toFixed(1)} KB`;
    expect(removed.html).toMatch(
      new RegExp(
        `Logo on light backgrounds</td>\\s*<td data-label="From">Uploaded image: SVG, ${size}, ${digest}</td>\\s*<td data-label="To">None</td>`,
      ),
    );
    // A page rendered before the removal still gets the logo it named.
    expect((await webClient(h.app).get(src)).status).toBe(200);
  });
});
