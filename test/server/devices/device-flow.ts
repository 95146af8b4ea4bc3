import { createHash, randomBytes } from 'node:crypto';
import { harness } from '../harness.ts';
import { webClient } from '../web-client.ts';

export const PASSWORD = 'correct horse battery';
export const CHROME_REDIRECT = `https://${'abcdefghijklmnop'.repeat(2)}.chromiumapp.org/`;
export const FIREFOX_REDIRECT = `https://${'0123456789abcdef0123456789abcdef01234567'}.extensions.allizom.org/`;

/** What the extension makes before it opens the flow: a verifier, its S256 challenge and a state. */
export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge, state: randomBytes(16).toString('base64url') };
}

export type Pkce = ReturnType<typeof pkce>;

/** The authorize request's query, with `changes` over the extension's own fields (undefined drops one). */
export function authorizeQuery(p: Pkce, changes: Record<string, string | undefined> = {}) {
  const fields: Record<string, string | undefined> = {
    redirect_uri: CHROME_REDIRECT,
    state: p.state,
    code_challenge: p.challenge,
    code_challenge_method: 'S256',
    name: 'Chrome on Linux',
    ...changes,
  };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) query.append(key, value);
  return query.toString();
}

/** An app whose alice has a password, and a browser signed in as her. */
export async function signedIn() {
  const h = await harness();
  await h.admin.setPassword('alice@example.com', PASSWORD);
  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  const answer = await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  if (answer.status !== 303) throw new Error(`sign-in answered ${answer.status}`);
  return { h, browser };
}

export type SignedIn = Awaited<ReturnType<typeof signedIn>>;

/** Opens the consent page and answers it as its buttons do; the answer's Location. */
export async function consent(
  s: SignedIn,
  p: Pkce,
  decision: 'allow' | 'cancel',
  changes: Record<string, string> = {},
) {
  const query = authorizeQuery(p, changes);
  const page = await s.browser.get(`/users/extension/authorize?${query}`);
  if (page.status !== 200) throw new Error(`the consent page answered ${page.status}`);
  const answer = await s.browser.post('/users/extension/authorize', {
    ...Object.fromEntries(new URLSearchParams(query)),
    decision,
  });
  if (answer.status !== 303) throw new Error(`the consent answered ${answer.status}`);
  return new URL(answer.headers.get('location') ?? '');
}

/** Posts the token exchange as the extension does: JSON, no cookie. */
export async function exchange(s: SignedIn, body: unknown) {
  const res = await s.h.app.request('http://push.test/users/extension/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string>, headers: res.headers };
}

/** The whole flow: consent, then the exchange; the browser token. */
export async function browserToken(s: SignedIn, name = 'Chrome on Linux') {
  const p = pkce();
  const code = (await consent(s, p, 'allow', { name })).searchParams.get('code');
  const traded = await exchange(s, { code, code_verifier: p.verifier, redirect_uri: CHROME_REDIRECT });
  if (traded.status !== 200) throw new Error(`the exchange answered ${traded.status}`);
  return traded.body.token ?? '';
}
