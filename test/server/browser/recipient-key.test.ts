import { afterEach, describe, expect, it } from 'vitest';
import { takeLinkKey } from '../../../server/browser/recipient-key.ts';
import { HELD_KEY_PREFIX } from '../../../shared/sealed/held-key.ts';
import { keyFragment, newPushKey } from '../../../shared/sealed/push-key.ts';

const KEY = newPushKey((n) => new Uint8Array(n).fill(7));
const OTHER = newPushKey((n) => new Uint8Array(n).fill(9));

/** The page's location, history and session storage, as a browser tab would hold them. */
function tab(path: string, hash: string, held: Record<string, string> = {}) {
  const storage = new Map(Object.entries(held));
  const url = { pathname: path, search: '', hash, href: `https://push.test${path}${hash}` };
  Object.assign(globalThis, {
    location: url,
    history: {
      state: null,
      replaceState: (_s: unknown, _t: string, to: string) =>
        Object.assign(url, { hash: '', href: `https://push.test${to}` }),
    },
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      removeItem: (k: string) => storage.delete(k),
    },
  });
  return storage;
}

afterEach(() => {
  for (const name of ['location', 'history', 'sessionStorage']) Reflect.deleteProperty(globalThis, name);
});

describe("the sealed page's key", () => {
  it("is taken from what a gate's sign-in step held for this link when the fragment is gone, once", () => {
    const storage = tab('/p/tok123/r', '', { [`${HELD_KEY_PREFIX}tok123`]: keyFragment(KEY) });
    expect(takeLinkKey()).toEqual({ state: 'key', key: KEY });
    expect(storage.size).toBe(0);
    expect(takeLinkKey()).toEqual({ state: 'missing' });
  });

  it("prefers the link's own fragment, and still drops what was held", () => {
    const storage = tab('/p/tok123', `#${keyFragment(KEY)}`, {
      [`${HELD_KEY_PREFIX}tok123`]: keyFragment(OTHER),
    });
    expect(takeLinkKey()).toEqual({ state: 'key', key: KEY });
    expect(storage.size).toBe(0);
  });

  it('takes nothing held for another link', () => {
    tab('/p/tok123', '', { [`${HELD_KEY_PREFIX}other`]: keyFragment(KEY) });
    expect(takeLinkKey()).toEqual({ state: 'missing' });
  });
});
