import { describe, expect, it } from 'vitest';
import { filesHarness } from './files-harness.ts';
import { harness } from './harness.ts';

const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

const fetchAs = async (
  app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> },
  path: string,
  accept?: string,
) => {
  const res = await app.request(
    `http://push.test${path}`,
    accept === undefined ? {} : { headers: { accept } },
  );
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    csp: res.headers.get('content-security-policy') ?? '',
    body: await res.text(),
  };
};

/** A styled page: the layout's stylesheet under a nonce the CSP allows. */
function expectStyledPage(answer: { type: string; csp: string; body: string }, heading: string) {
  expect(answer.type).toContain('text/html');
  const nonce = /style-src 'nonce-([^']+)'/.exec(answer.csp)?.[1];
  expect(nonce).toBeDefined();
  expect(answer.body).toContain(`<style nonce="${nonce}">`);
  expect(answer.body).toContain(`<h1>${heading}</h1>`);
}

describe('download links that no longer work, asked for by a browser', () => {
  async function withFile() {
    const h = await filesHarness();
    const { body } = await h.upload([{ name: 'notes.txt', content: 'file body' }], {
      retrieval_step: 'false',
    });
    const shown = await h.show(body.url_token);
    const link = new URL(shown.files?.[0]?.url ?? '').pathname;
    return { h, token: body.url_token, link };
  }

  it('answers a forged link with the styled page, JSON to a client asking for JSON, and the line otherwise', async () => {
    const { h } = await withFile();
    const forged = '/f/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const page = await fetchAs(h.app, forged, BROWSER_ACCEPT);
    expect(page.status).toBe(404);
    expectStyledPage(page, 'This download link has expired');
    const json = await fetchAs(h.app, forged, 'application/json');
    expect([json.status, JSON.parse(json.body)]).toEqual([
      404,
      {
        error:
          'This download link has expired. Open the secret link again to get a new one, if it has views left.',
      },
    ]);
    const plain = await fetchAs(h.app, forged);
    expect([plain.status, plain.type, plain.body]).toEqual([
      404,
      'text/plain; charset=UTF-8',
      'This download link has expired. Open the secret link again to get a new one, if it has views left.',
    ]);
  });

  it('answers a link past its minutes, and a link whose push was deleted, with the same page', async () => {
    const { h, token, link } = await withFile();
    const works = await fetchAs(h.app, link, BROWSER_ACCEPT);
    expect([works.status, works.body]).toEqual([200, 'file body']);
    await h.call('DELETE', `/api/v2/pushes/${token}`, { token: h.alice });
    await h.files.idle();
    const gone = await fetchAs(h.app, link, BROWSER_ACCEPT);
    expect(gone.status).toBe(404);
    expectStyledPage(gone, 'This download link has expired');

    const other = await withFile();
    other.h.clock.now += 60 * 60_000;
    const late = await fetchAs(other.h.app, other.link, BROWSER_ACCEPT);
    expect(late.status).toBe(404);
    expectStyledPage(late, 'This download link has expired');
  });
});

describe('refusals under /p/', () => {
  it('answers unknown paths under /p/ with the styled page, and the legacy API with JSON', async () => {
    const h = await harness();
    const page = await fetchAs(h.app, '/p/some/thing/else', BROWSER_ACCEPT);
    expect(page.status).toBe(404);
    expectStyledPage(page, 'Page not found');
    const api = await fetchAs(h.app, '/p/nosuchtokenatall1234.json', BROWSER_ACCEPT);
    expect(api.status).toBe(404);
    expect(api.type).toContain('application/json');
  });

  it('answers a gone secret link and its steps with the styled page', async () => {
    const h = await harness();
    for (const path of [
      '/p/nosuchtokenatall1234',
      '/p/nosuchtokenatall1234/r',
      '/p/nosuchtokenatall1234/delete',
    ]) {
      const page = await fetchAs(h.app, path, BROWSER_ACCEPT);
      expect(page.status).toBe(404);
      expectStyledPage(page, 'This secret link has expired or does not exist');
    }
  });
});
