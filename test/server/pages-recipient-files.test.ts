import { describe, expect, it } from 'vitest';
import { fileSize } from '../../shared/file-size.ts';
import { filesHarness } from './files-harness.ts';
import { webClient } from './web-client.ts';

/** The secret page of a new file push, opened through its first step in `locale`. */
async function openedFiles(locale: string) {
  const h = await filesHarness();
  const { status, body } = await h.upload(
    [
      { name: 'note.txt', content: 'x' },
      { name: 'key.pem', content: 'k'.repeat(1536), type: 'application/x-pem-file' },
      { name: 'photo.jpg', content: new Uint8Array(20_480), type: 'image/jpeg' },
    ],
    { expire_after_views: '2' },
  );
  expect(status).toBe(201);
  const visitor = webClient(h.app);
  await visitor.get(`/p/${body.url_token}/r?locale=${locale}`);
  const page = await visitor.post(`/p/${body.url_token}?locale=${locale}`);
  await h.close();
  return page.html;
}

describe("the recipient's list of files", () => {
  it('gives each file its size, not its type', async () => {
    const html = await openedFiles('en');
    expect(html).toMatch(/download="note\.txt">note\.txt<\/a> <span class="muted">\(1 byte\)<\/span><\/li>/);
    expect(html).toMatch(/download="key\.pem">key\.pem<\/a> <span class="muted">\(1\.5 kB\)<\/span><\/li>/);
    expect(html).toMatch(/download="photo\.jpg">photo\.jpg<\/a> <span class="muted">\(20 kB\)<\/span><\/li>/);
    for (const type of ['text/plain', 'application/x-pem-file', 'image/jpeg'])
      expect(html).not.toContain(type);
  });

  it("writes the sizes as the page's language does", async () => {
    // ICU puts a plain or a no-break space before the unit, as its version has it.
    const html = (await openedFiles('fr')).replace(/[\u00a0\u202f]/g, ' ');
    expect(html).toContain('(1 octet)');
    expect(html).toContain('(1,5 ko)');
    expect(html).toContain('(20 ko)');
  });
});

describe('a file size as a person reads it', () => {
  it('counts in steps of 1024, with one decimal below ten', () => {
    expect(
      [
        0,
        2,
        1023,
        1024,
        1536,
        10 * 1024 - 1,
        10 * 1024,
        1024 ** 2,
        10 * 1024 ** 2,
        1.25 * 1024 ** 3,
        3 * 1024 ** 4,
      ].map((n) => fileSize('en', n)),
    ).toEqual([
      '0 bytes',
      '2 bytes',
      '1,023 bytes',
      '1 kB',
      '1.5 kB',
      '10 kB',
      '10 kB',
      '1 MB',
      '10 MB',
      '1.3 GB',
      '3,072 GB',
    ]);
  });

  it('speaks the language it is given', () => {
    expect(
      ['de', 'ja', 'ru', 'ur', 'cs'].map((code) => [code, fileSize(code, 5), fileSize(code, 1536)]),
    ).toEqual([
      ['de', '5 Byte', '1,5 kB'],
      ['ja', '5 バイト', '1.5 KB'],
      ['ru', '5 байт', '1,5 кБ'],
      ['ur', '5 بائٹس', '1.5 kB'],
      ['cs', '5 bajtů', '1,5 kB'],
    ]);
  });
});
