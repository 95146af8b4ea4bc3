import type { Context } from 'hono';
import type { PageEnv } from './page-env.ts';

export const SIGN_IN_PATH = '/users/sign_in';

/** Where a full sign-in lands when nothing asked for another page: the push form. */
export const SIGNED_IN_HOME = '/';

/** Pages that would only send the person round again: the sign-in itself, and signing out. */
const NO_RETURN = /^\/users\/(sign_in|sign_out)(?=[/?#]|$)/;

/** Any origin will do: a path that stays on it is one that stays on ours. */
const PROBE = 'http://return.invalid';

/**
 * A page to land on after signing in: a path of this server, never another host. Browsers read
 * `//host` and `/\host` as other hosts and drop tabs and newlines, so those are refused, as is
 * anything but printable ASCII (a Location header carries nothing else).
 */
export function returnToFrom(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(value) || value.includes('\\') || NO_RETURN.test(value)) return null;
  try {
    return new URL(value, PROBE).origin === PROBE ? value : null;
  } catch {
    return null;
  }
}

/**
 * The sign-in page, told to come back to the page a GET asked for; its `?locale=` is left out,
 * since redirects carry the language on by themselves.
 */
export function signInPath(c: Context<PageEnv>): string {
  if (c.req.method !== 'GET') return SIGN_IN_PATH;
  const url = new URL(c.req.url);
  if (url.searchParams.has('locale')) url.searchParams.delete('locale');
  return signInPathBackTo(`${url.pathname}${url.search}`);
}

/** The sign-in page, told to come back to `path` when it is a page of this server to land on. */
export function signInPathBackTo(path: string): string {
  const back = returnToFrom(path);
  return back === null ? SIGN_IN_PATH : `${SIGN_IN_PATH}?return_to=${encodeURIComponent(back)}`;
}

/** Sends a signed-out visitor to sign in, and back here afterwards. */
export const signInFirst = (c: Context<PageEnv>) => c.redirect(signInPath(c), 303);
