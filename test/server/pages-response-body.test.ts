import { afterEach, describe, expect, it, vi } from 'vitest';
import { harness } from './harness.ts';

/** Every Response the app makes, with what it was made from: the Node adapter writes only a primitive string body directly. */
function recordResponses() {
  const made: { bodyType: string; headers: Headers }[] = [];
  const Native = Response;
  vi.stubGlobal(
    'Response',
    class extends Native {
      constructor(body?: BodyInit | null, init?: ResponseInit) {
        made.push({ bodyType: typeof body, headers: new Headers(init?.headers) });
        super(body, init);
      }
    },
  );
  return made;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('how a page answer is made', () => {
  it('hands the adapter the page as a primitive string, with the security headers already in it', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', retrieval_step: false });
    const made = recordResponses();
    for (const path of [`/p/${push.url_token}`, '/p/nosuchtokenatall1234', '/users/sign_in']) {
      made.length = 0;
      const res = await h.app.request(`http://push.test${path}`);
      expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      // One Response, made once: none rebuilt afterwards to add headers.
      expect(made.map((m) => [path, m.bodyType])).toEqual([[path, 'string']]);
      expect(made[0]?.headers.get('content-security-policy')).toMatch(
        /^default-src 'none'; style-src 'nonce-/,
      );
      expect(made[0]?.headers.get('cache-control')).toBe('no-store');
    }
  });

  it("does not read a GET request's body, which makes the Node adapter build a whole Request", async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', retrieval_step: true });
    let bodyReads = 0;
    const request = new Request(`http://push.test/p/${push.url_token}/r`);
    const watched = new Proxy(request, {
      get(target, key) {
        if (key === 'body') bodyReads++;
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const res = await h.app.fetch(watched);
    expect(res.status).toBe(200);
    expect(bodyReads).toBe(0);
  });
});
