import { describe, expect, it } from 'vitest';
import { sealedScript } from '../../server/pages/sealed-script.ts';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';

describe('the /open page', () => {
  it('is a page with the pages’ headers whose CSP allows the script by hash and no request at all', async () => {
    const h = await harness();
    const page = await webClient(h.app).get('/open');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const script = await sealedScript();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(` '${script.integrity}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('connect-src');
    expect(page.html).toContain(
      `<script src="${script.path}" integrity="${script.integrity}" defer></script>`,
    );
  });

  it('asks for the envelope, the link or key and sealed files, in fields that cannot be submitted', async () => {
    const h = await harness();
    const { html } = await webClient(h.app).get('/open');
    expect(html).toContain('<h1>Open a sealed secret</h1>');
    expect(html).toContain('<label for="open-envelope">Sealed text</label>');
    expect(html).toContain('<label for="open-key">Secret link or key</label>');
    expect(html).toContain('<input id="open-files" type="file" multiple');
    expect(html).toContain(
      '<noscript><p class="error">This page decrypts in your browser and needs JavaScript',
    );
    expect(html).toContain('data-words-bad-key="That is not a valid key.');
    // Shown by the script only, with no action and no named field: nothing typed can reach the server.
    const form = /<form id="open-form"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    expect(form?.[0]).toMatch(/^<form id="open-form" hidden /);
    expect(form?.[0]).not.toMatch(/\b(action|method|name)=/);
  });

  it('speaks the language it is opened in', async () => {
    const h = await harness();
    const page = await webClient(h.app).get('/open?locale=en-GB');
    expect(page.html).toContain('<html lang="en-GB" dir="ltr">');
    expect(page.headers.get('content-language')).toBe('en-GB');
  });
});
