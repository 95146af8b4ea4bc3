import type { Harness } from '../harness.ts';
import { type PageResponse, webClient } from '../web-client.ts';
import type { SoftAuthenticator } from './soft-authenticator.ts';

export const PASSWORD = 'correct horse battery';
/** The origin webClient's requests carry when no proxy speaks: the public origin of these tests. */
export const ORIGIN = 'http://push.test';

export type Browser = ReturnType<typeof webClient>;

/** A browser signed in as `email` with its password. */
export async function signedIn(h: Harness, email = 'alice@example.com', origin = ORIGIN): Promise<Browser> {
  await h.admin.setPassword(email, PASSWORD);
  const browser = webClient(h.app, origin);
  await browser.get('/users/sign_in');
  const answer = await browser.post('/users/sign_in', { email, password: PASSWORD });
  if (answer.status !== 303) throw new Error(`sign-in refused: ${answer.status}`);
  return browser;
}

/** The server's WebAuthn options, as the page's script reads them. */
interface Options {
  challenge: string;
  rp: { id?: string };
  rpId?: string;
  user: { id: string };
  allowCredentials?: { id: string }[];
}

const json = (page: PageResponse) => JSON.parse(page.html) as Options;

/** Adds a passkey the way the account page's script does: a challenge, the authenticator's answer, the form. */
export async function addPasskeyThrough(
  browser: Browser,
  authenticator: SoftAuthenticator,
  name: string,
  origin = ORIGIN,
): Promise<PageResponse> {
  // The passkeys' own page: open where a second factor is required before the account page.
  await browser.get('/users/passkeys');
  const options = await browser.post('/users/passkeys/options');
  if (options.status !== 200) throw new Error(`no challenge: ${options.status}`);
  const made = authenticator.create(json(options), origin);
  return browser.post('/users/passkeys', { name, credential: JSON.stringify(made) });
}

/** The options the sign-in page's script asks for, and the answer the authenticator signs for them. */
export async function signedAssertion(
  browser: Browser,
  authenticator: SoftAuthenticator,
  paths = { page: '/users/sign_in', options: '/users/passkeys/sign_in/options' },
  origin = ORIGIN,
) {
  await browser.get(paths.page);
  const options = await browser.post(paths.options);
  if (options.status !== 200) throw new Error(`no challenge: ${options.status}`);
  return { options: json(options), signed: authenticator.get(json(options), origin) };
}

/** Signs in with a passkey from the sign-in page, no address typed. */
export async function passkeySignIn(
  browser: Browser,
  authenticator: SoftAuthenticator,
  origin = ORIGIN,
): Promise<PageResponse> {
  const { signed } = await signedAssertion(browser, authenticator, undefined, origin);
  return browser.post('/users/passkeys/sign_in', { credential: JSON.stringify(signed) });
}

/** The newest activity entries of these events, oldest first, as the log holds them. */
export async function recorded(h: Harness, events: string[]) {
  const entries = await h.store.searchActivity({ events }, { limit: 50 });
  return entries.reverse().map(({ event, outcome, target, details, actor }) => ({
    event,
    outcome,
    target,
    details,
    actor: actor.kind,
  }));
}
