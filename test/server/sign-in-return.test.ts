import { describe, expect, it } from 'vitest';
import { returnToFrom } from '../../server/web/chrome/return-target.ts';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';

const PASSWORD = 'correct horse battery';

async function withPassword() {
  const h = await harness(() => {}, { notify: { requests: true } });
  await h.admin.setPassword('alice@example.com', PASSWORD);
  return h;
}

/** Follows a signed-out visit to `path` through the sign-in form it is sent to; the landing's Location. */
async function signInFrom(path: string) {
  const h = await withPassword();
  const browser = webClient(h.app);
  const sent = await browser.get(path);
  const signIn = sent.headers.get('location') ?? '';
  const form = await browser.get(signIn);
  const returnTo = /name="return_to" value="([^"]*)"/.exec(form.html)?.[1];
  const fields: Record<string, string> =
    returnTo === undefined ? {} : { return_to: returnTo.replace(/&amp;/g, '&') };
  // As a browser does: to the form's own action, which keeps a `?locale=` the page was opened with.
  const action = /action="(\/users\/sign_in[^"]*)"/.exec(form.html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  const landed = await browser.post(action, { email: 'alice@example.com', password: PASSWORD, ...fields });
  const page = await browser.get(landed.headers.get('location') ?? '');
  await h.close();
  return { signIn, landed: landed.headers.get('location'), page };
}

describe('signing in from a page that needs it', () => {
  it('comes back to the requests page asked for, not the token page', async () => {
    const { signIn, landed, page } = await signInFrom('/requests');
    expect(signIn).toBe('/users/sign_in?return_to=%2Frequests');
    expect(landed).toBe('/requests');
    expect(page.status).toBe(200);
  });

  it("comes back to the dashboard from the mails' link, query and all", async () => {
    const { signIn, landed } = await signInFrom('/d/expired?page=2');
    expect(signIn).toBe('/users/sign_in?return_to=%2Fd%2Fexpired%3Fpage%3D2');
    expect(landed).toBe('/d/expired?page=2');
  });

  it('leaves the language out of the page to return to and carries it on beside it', async () => {
    const { signIn, landed } = await signInFrom('/d/active?locale=de');
    expect(signIn).toBe('/users/sign_in?return_to=%2Fd%2Factive&locale=de');
    expect(landed).toBe('/d/active?locale=de');
  });

  it('lands on the push form when nothing asked for another page, whose header offers a new push', async () => {
    const h = await withPassword();
    const browser = webClient(h.app);
    await browser.get('/users/sign_in');
    const landed = await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    expect([landed.status, landed.headers.get('location')]).toEqual([303, '/']);
    expect((await browser.get('/users/sign_in')).headers.get('location')).toBe('/');
    const home = await browser.get('/');
    expect(home.html).toContain('<form method="post" action="/"');
    expect(home.html).toMatch(
      /<nav aria-label="Account">\s*<a href="\/">New push<\/a>\s*<a href="\/d\/active">/,
    );
  });

  it('refuses to send anyone off this server, whatever form the address takes', async () => {
    const h = await withPassword();
    const offSite = [
      'https://evil.example/',
      '//evil.example/',
      '///evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /evil',
      'javascript:alert(1)',
      'evil.example',
      '',
      `/${'a'.repeat(2001)}`,
    ];
    for (const returnTo of offSite) {
      const browser = webClient(h.app);
      await browser.get('/users/sign_in');
      const landed = await browser.post('/users/sign_in', {
        email: 'alice@example.com',
        password: PASSWORD,
        return_to: returnTo,
      });
      expect([JSON.stringify(returnTo), landed.headers.get('location')]).toEqual([
        JSON.stringify(returnTo),
        '/',
      ]);
      const signedIn = await browser.get(`/users/sign_in?return_to=${encodeURIComponent(returnTo)}`);
      expect(signedIn.headers.get('location')).toBe('/');
    }
    await h.close();
  });
});

describe('a page to return to after signing in', () => {
  it('is a path of this server', () => {
    for (const path of [
      '/',
      '/requests',
      '/d/active?page=2',
      '/p/abc/r',
      '/users/account#sessions',
      '/%2F%2Fx',
    ])
      expect(returnToFrom(path)).toBe(path);
  });

  it('is never another host, a script, a non-text value, or the sign-in and sign-out themselves', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      '/users/\\evil.example',
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      '/\u0000x',
      '/a\u2028b',
      '/é',
      '/users/sign_in',
      '/users/sign_in?return_to=%2F',
      '/users/sign_out',
      undefined,
      42,
      ['/'],
    ])
      expect([value, returnToFrom(value)]).toEqual([value, null]);
  });
});
