import { describe, expect, it } from 'vitest';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';

const PASSWORD = 'correct horse battery';

async function signedIn() {
  const h = await harness();
  await h.admin.setPassword('alice@example.com', PASSWORD);
  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  return { h, browser };
}

const works = async (h: Awaited<ReturnType<typeof harness>>, token: string) =>
  (await h.call('GET', '/api/v2/pushes/active', { token })).status === 200;

describe('replacing the API token', () => {
  it('asks first: the token page only links to a confirmation, which replaces nothing until its form is sent', async () => {
    const { h, browser } = await signedIn();
    const tokenPage = await browser.get('/users/token');
    expect(tokenPage.html).toContain(
      '<a class="button" href="/users/token/replace">Create a new API token</a>',
    );
    expect(tokenPage.html).not.toContain('<form method="post" action="/users/token">');

    for (let i = 0; i < 2; i++) {
      const asked = await browser.get('/users/token/replace');
      expect(asked.status).toBe(200);
      expect(asked.html).toContain('<h1>Replace your API token?</h1>');
      expect(asked.html).toContain(
        '<p>Creating a new token replaces your current one: anything still using the old token stops working.</p>',
      );
      expect(asked.html).toMatch(
        /<form method="post" action="\/users\/token">\s*<input type="hidden" name="_csrf" value="[^"]+">\s*<button class="danger" type="submit">Yes, replace the token<\/button>\s*<a class="button secondary" href="\/users\/token">Cancel<\/a>\s*<\/form>/,
      );
    }
    expect(await works(h, h.alice)).toBe(true);

    const replaced = await browser.post('/users/token');
    expect([replaced.status, replaced.headers.get('location')]).toEqual([303, '/users/token']);
    const shown = await browser.get('/users/token');
    const token = /id="token">([^<]+)</.exec(shown.html)?.[1] ?? '';
    expect(await works(h, token)).toBe(true);
    expect(await works(h, h.alice)).toBe(false);
  });

  it('makes a first token at once, as there is nothing to replace', async () => {
    const { h, browser } = await signedIn();
    const alice = await h.store.findUserByEmail('alice@example.com');
    if (alice === undefined) throw new Error('no alice');
    await h.store.updateUser({ ...alice, tokenHash: null });
    const tokenPage = await browser.get('/users/token');
    expect(tokenPage.html).toMatch(
      /<form method="post" action="\/users\/token">\s*<input type="hidden" name="_csrf" value="[^"]+">\s*<button type="submit">Create a new API token<\/button>/,
    );
    expect(tokenPage.html).not.toContain('/users/token/replace');
  });

  it('sends a signed-out visitor of the confirmation to sign in and back', async () => {
    const h = await harness();
    const visitor = webClient(h.app);
    const sent = await visitor.get('/users/token/replace');
    expect([sent.status, sent.headers.get('location')]).toEqual([
      303,
      '/users/sign_in?return_to=%2Fusers%2Ftoken%2Freplace',
    ]);
  });
});
