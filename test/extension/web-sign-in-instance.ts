import { randomFillSync } from 'node:crypto';
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { OptionsEnv } from '../../extension/lib/options-actions.ts';
import type { WebAuthEnv } from '../../extension/lib/web-sign-in.ts';
import { defaultSettings } from '../../shared/settings.ts';
import { versionJson } from '../../shared/wire.ts';

export const ORIGIN = 'http://push.localhost';
export const REDIRECT = `https://${'abcdefghijklmnop'.repeat(2)}.chromiumapp.org/`;
export const EMAIL = 'alice@example.com';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/**
 * An instance that speaks the extension's sign-in protocol, and the browser's window on it: no
 * browser runs here, so the window ends the way the instance's Allow (or `window.end`) says.
 */
export function signInInstance({ offersSignIn = true } = {}) {
  const tokens = new Set(['pasted-token']);
  const codes = new Map<string, string>();
  const state = { up: true, exchange: 200, issued: 0, signedOut: [] as string[] };
  const version = versionJson('0.1.0', defaultSettings());
  const ours = { notifications: { enabled: true }, extension_sign_in: { enabled: offersSignIn } };
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (!state.up || !url.startsWith(`${ORIGIN}/`)) throw new TypeError('Failed to fetch');
    const path = new URL(url).pathname;
    const bearer = new Headers(init.headers).get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (path === '/api/v2/version') return json(200, { ...version, secret_push_features: ours });
    if (path.startsWith('/api/v2/pushes/')) return tokens.has(bearer) ? json(200, []) : json(401, {});
    if (path === '/users/extension/token') {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      const name = codes.get(body.code ?? '');
      codes.delete(body.code ?? '');
      if (state.exchange !== 200 || name === undefined)
        return json(400, { error: 'That code is not valid.' });
      const token = `browser-token-${++state.issued}`;
      tokens.add(token);
      return json(200, { token, name, email: EMAIL });
    }
    if (path === '/users/extension/sign_out' && init.method === 'POST') {
      state.signedOut.push(bearer);
      return tokens.delete(bearer) ? new Response(null, { status: 204 }) : json(401, {});
    }
    return json(404, { error: 'not-found' });
  });
  /** How the next window ends: the instance's Allow, unless a test says otherwise. */
  const window = {
    end: (asked: URLSearchParams): Promise<string> => {
      const code = `code-${codes.size + 1}`;
      codes.set(code, asked.get('name') ?? '');
      return Promise.resolve(`${REDIRECT}?code=${code}&state=${asked.get('state')}`);
    },
    opened: [] as string[],
  };
  const webAuth: WebAuthEnv = {
    launch: (url) => {
      window.opened.push(url);
      return window.end(new URL(url).searchParams);
    },
    redirectUrl: () => REDIRECT,
    deviceName: () => 'Chrome on Linux',
    randomBytes: (into) => randomFillSync(into),
  };
  const env: OptionsEnv = {
    storage: fakeBrowser.storage.local,
    fetch,
    requestOrigin: async () => true,
    newId: () => 'new-id',
    webAuth,
  };
  return { env, fetch, state, tokens, window };
}
