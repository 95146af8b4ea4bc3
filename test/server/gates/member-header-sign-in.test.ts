import { webcrypto } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HELD_KEY_PREFIX } from '../../../shared/sealed/held-key.ts';
import { keyFragment, newPushKey } from '../../../shared/sealed/push-key.ts';
import { sealText } from '../../../shared/sealed/sealed-text.ts';
import { webClient } from '../web-client.ts';
import { gatedPush } from './gate-support.ts';

const PASSWORD = 'correct horse battery';
const crypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};

/** The header's sign-in link: where it leads, and its id. */
const headerSignIn = (html: string) =>
  /<nav aria-label="Account"><a href="([^"]+)"(?: id="([^"]+)")?>Sign in<\/a><\/nav>/.exec(html)?.slice(1);

/** Runs the page's scripts in a tab at `pathname` + `hash` and clicks the element `id`; what the tab then holds. */
function click(html: string, id: string, pathname: string, hash: string): Record<string, string> {
  const held: Record<string, string> = {};
  const listeners = new Map<string, () => void>();
  const element = (name: string) => ({
    addEventListener: (_: string, run: () => void) => listeners.set(name, run),
  });
  const scripts = [...html.matchAll(/<script nonce="[^"]+">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const script = scripts.find((text) => text.includes('gate-sign-in')) ?? '';
  runInNewContext(script, {
    location: { pathname, hash },
    sessionStorage: { setItem: (name: string, value: string) => Object.assign(held, { [name]: value }) },
    document: {
      getElementById: (name: string) => (html.includes(`id="${name}"`) ? element(name) : null),
    },
  });
  listeners.get(id)?.();
  return held;
}

describe("the header's sign-in link on the members gate's page", () => {
  it("leads to sign-in and back to the push, and holds the link's key as the page's own button does", async () => {
    const key = newPushKey(crypto.randomBytes);
    const { h, token } = await gatedPush(
      { members: true },
      { payload: await sealText(crypto, key, 'sealed for members') },
    );
    await h.admin.setPassword('alice@example.com', PASSWORD);
    const visitor = webClient(h.app);
    const page = await visitor.get(`/p/${token}`);
    expect(page.status).toBe(403);
    const back = `/users/sign_in?return_to=${encodeURIComponent(`/p/${token}`)}`;
    expect(headerSignIn(page.html)).toEqual([back, 'header-sign-in']);
    expect(page.html).toContain(`<a class="button" id="gate-sign-in" href="${back}">Sign in</a>`);
    const fragment = keyFragment(key);
    for (const id of ['header-sign-in', 'gate-sign-in']) {
      expect(click(page.html, id, `/p/${token}`, `#${fragment}`)).toEqual({
        [`${HELD_KEY_PREFIX}${token}`]: fragment,
      });
    }

    const form = await visitor.get(back);
    const returnTo = /name="return_to" value="([^"]*)"/.exec(form.html)?.[1]?.replace(/&amp;/g, '&');
    const landed = await visitor.post('/users/sign_in', {
      email: 'alice@example.com',
      password: PASSWORD,
      return_to: returnTo ?? '',
    });
    expect([landed.status, landed.headers.get('location')]).toEqual([303, `/p/${token}`]);
  });

  it('stays the plain link to sign in on other pages', async () => {
    const { h } = await gatedPush({ members: true });
    expect(headerSignIn((await webClient(h.app).get('/')).html)).toEqual(['/users/sign_in', undefined]);
  });
});
