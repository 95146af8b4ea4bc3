import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sealedScript } from '../../server/web/pushes/sealed-script.ts';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';

describe('the /open page', () => {
  it('is a page with the pages’ headers whose CSP allows the script by hash and no request from it', async () => {
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

describe('the /open page’s policy and the README', () => {
  /** The policy's directives, with the nonce and the script's hash written as placeholders. */
  const directives = (csp: string, integrity: string) =>
    csp
      .replaceAll(`'${integrity}'`, "'<hash>'")
      .replace(/'nonce-[^']+'/g, "'<nonce>'")
      .split(';')
      .map((d) => d.trim());

  it('allows its scripts no request, and nothing but its own style, scripts, images and forms', async () => {
    const h = await harness();
    const page = await webClient(h.app).get('/open');
    const { integrity } = await sealedScript();
    expect(directives(page.headers.get('content-security-policy') ?? '', integrity)).toEqual([
      "default-src 'none'",
      "style-src '<nonce>'",
      "script-src '<nonce>' '<hash>'",
      "img-src 'self' data:",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ]);
  });

  it('is what the README says of it, directive by directive', async () => {
    const h = await harness();
    const page = await webClient(h.app).get('/open');
    const { integrity } = await sealedScript();
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const bullet = /^- \*\*`\/open`\*\*[\s\S]*?(?=\n\n|\n- )/m.exec(readme)?.[0].replace(/\s+/g, ' ') ?? '';
    expect(bullet).toContain('no `connect-src` or `worker-src`');
    for (const directive of directives(page.headers.get('content-security-policy') ?? '', integrity)) {
      // Nonces and the hash change; the README says them in words ("by nonce", "by its hash").
      if (directive.includes("'<")) continue;
      expect(bullet).toContain(`\`${directive}\``);
    }
  });
});
