import { describe, expect, it } from 'vitest';
import { harness } from './harness.ts';
import { PASSWORD, PASSWORD_HASH } from './i18n/page-recorder.ts';
import { webClient } from './web-client.ts';

/** Alice's home page, signed in, on a server with requests on or off. */
async function aliceHome(requests: boolean) {
  const h = await harness(() => {}, { notify: { requests } });
  const alice = await h.store.findUserByEmail('alice@example.com');
  if (alice === undefined) throw new Error('no alice');
  await h.store.updateUser({ ...alice, passwordHash: PASSWORD_HASH });
  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  const home = await browser.get('/');
  await h.close();
  return home.html;
}

describe("the header's link to requests", () => {
  it('is there for a signed-in user when requests are on', async () => {
    expect(await aliceHome(true)).toContain('<a href="/requests">Requests</a>');
  });

  it('is not there when requests are off', async () => {
    const html = await aliceHome(false);
    expect(html).toContain('<a href="/d/active">Dashboard</a>');
    expect(html).not.toContain('href="/requests"');
  });
});
