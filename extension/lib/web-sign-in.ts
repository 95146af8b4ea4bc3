import type { SignedIn } from './settings-store.ts';
import { authorizeUrl, newSignInSecrets, type RandomBytes } from './web-sign-in-pkce.ts';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The browser's web auth flow and what the sign-in needs from the browser; tests pass stand-ins. */
export interface WebAuthEnv {
  /** `identity.launchWebAuthFlow` (interactive): the URL the flow ended on, or a rejection. */
  launch: (url: string) => Promise<string>;
  /** `identity.getRedirectURL()`: where the instance sends the person back to this extension. */
  redirectUrl: () => string;
  /** The browser and system, "Chrome on Linux": the token's name on the instance's token page. */
  deviceName: () => string;
  randomBytes: RandomBytes;
}

export type SignInFailure =
  /** The person closed the window. */
  | 'cancelled'
  /** The window could not show the instance's page. */
  | 'window'
  /** The person chose Cancel on the instance's page. */
  | 'denied'
  /** The answer was not for this sign-in (another state): refused. */
  | 'mismatch'
  /** The instance refused the code (used, expired, wrong verifier). */
  | 'refused'
  | 'offline'
  | 'unexpected';

export type SignInResult = ({ ok: true; token: string } & SignedIn) | { ok: false; failure: SignInFailure };

/** Chrome says "did not approve", Firefox "cancelled or denied": both mean the window was closed. */
const CLOSED = /did not approve|cancel|denied/i;

/**
 * Signs in to the instance at `baseUrl` in the browser's web auth flow and trades the code it
 * returns for a token of this browser's own. `onExchange` is called once the window has closed.
 */
export async function signInWithBrowser(
  baseUrl: string,
  env: WebAuthEnv,
  fetch: Fetch,
  onExchange: () => void = () => {},
): Promise<SignInResult> {
  const secrets = await newSignInSecrets(env.randomBytes);
  const redirectUri = env.redirectUrl();
  let returned: URL;
  try {
    returned = new URL(await env.launch(authorizeUrl(baseUrl, secrets, redirectUri, env.deviceName())));
  } catch (error) {
    const closed = error instanceof Error && CLOSED.test(error.message);
    return { ok: false, failure: closed ? 'cancelled' : 'window' };
  }
  const answer = returned.searchParams;
  if (answer.get('state') !== secrets.state) return { ok: false, failure: 'mismatch' };
  if (answer.get('error') === 'access_denied') return { ok: false, failure: 'denied' };
  const code = answer.get('code');
  if (!code) return { ok: false, failure: 'unexpected' };
  onExchange();
  return exchangeCode(baseUrl, { code, code_verifier: secrets.verifier, redirect_uri: redirectUri }, fetch);
}

async function exchangeCode(baseUrl: string, body: Record<string, string>, fetch: Fetch) {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}/users/extension/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, failure: 'offline' } as const;
  }
  if (res.status === 400) return { ok: false, failure: 'refused' } as const;
  const json: unknown = res.status === 200 ? await res.json().catch(() => null) : null;
  if (!isTokenAnswer(json)) return { ok: false, failure: 'unexpected' } as const;
  return { ok: true, token: json.token, name: json.name, email: json.email } as const;
}

function isTokenAnswer(json: unknown): json is { token: string; name: string; email: string } {
  if (typeof json !== 'object' || json === null) return false;
  const { token, name, email } = json as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && typeof name === 'string' && typeof email === 'string';
}
