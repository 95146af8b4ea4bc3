import { webcrypto } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HELD_KEY_PREFIX } from '../../../shared/sealed/held-key.ts';
import { keyFragment, newPushKey } from '../../../shared/sealed/push-key.ts';
import { sealText } from '../../../shared/sealed/sealed-text.ts';
import { webClient } from '../web-client.ts';
import { gatedPush } from './gate-support.ts';

const crypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};

/** Runs the page's inline script in a tab at `pathname` + `hash`, clicks the sign-in link; what the tab then holds. */
function clickSignIn(html: string, pathname: string, hash: string): Record<string, string> {
  const scripts = [...html.matchAll(/<script nonce="[^"]+">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const script = scripts.find((text) => text.includes("getElementById('gate-sign-in')")) ?? '';
  const held: Record<string, string> = {};
  const clicks: (() => void)[] = [];
  runInNewContext(script, {
    location: { pathname, hash },
    sessionStorage: {
      setItem: (name: string, value: string) => {
        held[name] = value;
      },
    },
    document: {
      getElementById: (id: string) =>
        id === 'gate-sign-in' ? { addEventListener: (_: string, run: () => void) => clicks.push(run) } : null,
    },
  });
  for (const click of clicks) click();
  return held;
}

describe("the members gate's sign-in link on a sealed push", () => {
  it("holds the link's key for the tab when followed, from the link and from its retrieval step", async () => {
    const key = newPushKey(crypto.randomBytes);
    const envelope = await sealText(crypto, key, 'sealed for members');
    const { h, token } = await gatedPush({ members: true }, { payload: envelope });
    const page = await webClient(h.app).get(`/p/${token}`);
    expect(page.status).toBe(403);
    const fragment = keyFragment(key);
    expect(clickSignIn(page.html, `/p/${token}`, `#${fragment}`)).toEqual({
      [`${HELD_KEY_PREFIX}${token}`]: fragment,
    });
    expect(clickSignIn(page.html, `/p/${token}/r`, `#${fragment}`)).toEqual({
      [`${HELD_KEY_PREFIX}${token}`]: fragment,
    });
    expect(clickSignIn(page.html, `/p/${token}`, '')).toEqual({});
  });
});
