import { webcrypto } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { HELD_KEY_PREFIX } from '../../../shared/sealed/held-key.ts';
import { keyFragment, newPushKey } from '../../../shared/sealed/push-key.ts';
import { sealText } from '../../../shared/sealed/sealed-text.ts';
import type { RequestApp } from '../requests/request-app.ts';
import { BOB, gatedRequest } from '../requests/request-gate-support.ts';
import { webClient } from '../web-client.ts';
import { gatedPush } from './gate-support.ts';

const crypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};

const opened: RequestApp[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

/** The header's sign-in link: where it leads, and its id. */
const headerSignIn = (html: string) =>
  /<nav aria-label="Account"><a href="([^"]+)"(?: id="([^"]+)")?>Sign in<\/a><\/nav>/.exec(html)?.slice(1);

const backTo = (path: string) => `/users/sign_in?return_to=${encodeURIComponent(path)}`;

/** Runs the page's key-holding script in a tab at `pathname` + `hash`, clicks the header's link; what the tab then holds. */
function clickHeader(html: string, pathname: string, hash: string): Record<string, string> {
  const held: Record<string, string> = {};
  const listeners = new Map<string, () => void>();
  const scripts = [...html.matchAll(/<script nonce="[^"]+">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  runInNewContext(scripts.find((text) => text.includes('header-sign-in')) ?? '', {
    location: { pathname, hash },
    sessionStorage: { setItem: (name: string, value: string) => Object.assign(held, { [name]: value }) },
    document: {
      getElementById: (name: string) =>
        html.includes(`id="${name}"`)
          ? { addEventListener: (_: string, run: () => void) => listeners.set(name, run) }
          : null,
    },
  });
  listeners.get('header-sign-in')?.();
  return held;
}

describe("the header's sign-in link on a push's e-mail and address-range gate pages", () => {
  for (const [kind, gate] of [
    ['e-mail', { emails: [BOB] }],
    ['address-range', { networks: ['192.0.2.0/24'] }],
  ] as const) {
    it(`leads back to a sealed push's ${kind} gate and holds the link's key as it is followed`, async () => {
      const key = newPushKey(crypto.randomBytes);
      const { h, token } = await gatedPush(gate, { payload: await sealText(crypto, key, 'sealed') });
      const page = await webClient(h.app).get(`/p/${token}`);
      expect(page.status).toBe(403);
      expect(headerSignIn(page.html)).toEqual([backTo(`/p/${token}`), 'header-sign-in']);
      const fragment = keyFragment(key);
      expect(clickHeader(page.html, `/p/${token}`, `#${fragment}`)).toEqual({
        [`${HELD_KEY_PREFIX}${token}`]: fragment,
      });
    });
  }

  it('leads back to an unsealed push from its retrieval step, with no script to hold a key', async () => {
    const { h, token } = await gatedPush({ emails: [BOB] }, { retrieval_step: true });
    const page = await webClient(h.app).get(`/p/${token}/r`);
    expect(page.status).toBe(403);
    expect(headerSignIn(page.html)).toEqual([backTo(`/p/${token}/r`), 'header-sign-in']);
    expect(page.html).not.toContain(HELD_KEY_PREFIX);
  });
});

describe("the header's sign-in link on a request's e-mail and address-range gate pages", () => {
  for (const [kind, gate] of [
    ['e-mail', { gate_emails: BOB }],
    ['address-range', { gate_networks: '192.0.2.0/24' }],
  ] as const) {
    it(`leads back to the request's answer page from its ${kind} gate`, async () => {
      const { h, token } = await gatedRequest(gate);
      opened.push(h);
      const page = await webClient(h.app).get(`/req/${token}`);
      expect(page.status).toBe(403);
      expect(headerSignIn(page.html)).toEqual([backTo(`/req/${token}`), 'header-sign-in']);
    });
  }
});
