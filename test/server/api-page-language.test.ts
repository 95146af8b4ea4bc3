import { describe, expect, it } from 'vitest';
import { apiPage } from '../../server/i18n/catalogs/en/api-page.ts';
import { apiDescription } from '../../server/openapi/document.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';

/** Every sentence of the API description a reader sees: summaries, descriptions and tag names. */
function sentencesOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) sentencesOf(item, found);
  else if (typeof value === 'object' && value !== null)
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'summary' || key === 'description') && typeof inner === 'string') found.add(inner);
      else sentencesOf(inner, found);
    }
  return found;
}

const SENTENCES = new Set([...sentencesOf(apiDescription), ...apiDescription.tags.map((t) => t.name)]);

/** The page's text without markup, as a reader sees it. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('the API page in the reader’s language', () => {
  it('has every sentence of the API description in its English words, each once', () => {
    const english = new Set(Object.values(apiPage));
    expect([...SENTENCES].filter((s) => !english.has(s))).toEqual([]);
    expect(english.size).toBe(Object.values(apiPage).length);
  });

  it('speaks German: headings, the description’s sentences and its type names joined in German', async () => {
    const h = await harness();
    const page = await webClient(h.app, 'http://push.test', 'de').get('/api');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="de" dir="ltr">');
    expect(page.html).toContain('<h2 id="authentication">Authentifizierung</h2>');
    expect(page.html).toContain('<h3>Antworten</h3>');
    expect(page.html).toContain('<nav aria-label="Operationen" class="contents">');
    expect(page.html).toContain('<strong>Einen Push erstellen.</strong>');
    expect(page.html).toContain('<code>integer</code> oder <code>string</code>');
    expect(page.html).toContain('<a href="/users/token">API-Token</a>');
    expect(page.html).toContain('<code>Retry-After</code>');
    const text = visibleText(page.html);
    const left = [...SENTENCES]
      .map((s) => s.replaceAll('`', ''))
      .filter((s) => s.includes(' ') && text.includes(s));
    expect(left).toEqual([]);
  });

  it('leaves no sentence of the English description in any other language', async () => {
    const h = await harness();
    const english = [...SENTENCES].map((s) => s.replaceAll('`', '')).filter((s) => s.includes(' '));
    for (const { code } of LANGUAGES.filter((l) => !l.code.startsWith('en'))) {
      const text = visibleText(
        (await webClient(h.app, 'http://push.test', code).get(`/api?locale=${code}`)).html,
      );
      expect([code, english.filter((s) => text.includes(s))]).toEqual([code, []]);
    }
  });

  it('joins alternatives as Japanese does and ends a summary with its full stop', async () => {
    const h = await harness();
    const page = await webClient(h.app, 'http://push.test', 'ja').get('/api');
    expect(page.html).toContain('<code>boolean</code>、<code>string</code>、または<code>integer</code>');
    expect(page.html).toContain('<strong>プッシュを作成。</strong>');
  });

  it('keeps the English description word for word for a browser that asks for nothing', async () => {
    const h = await harness();
    const text = visibleText((await webClient(h.app).get('/api')).html);
    const shown = [...SENTENCES].map((s) => s.replaceAll('`', '')).filter((s) => text.includes(s));
    expect(shown.length).toBeGreaterThan(80);
    expect(text).toContain('Create a push. Text, URL and QR pushes as JSON or a form;');
  });
});
