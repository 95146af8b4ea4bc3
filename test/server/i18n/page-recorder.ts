import { randomBytes, scryptSync } from 'node:crypto';
import { type Harness, type HarnessOptions, harness } from '../harness.ts';
import { webClient } from '../web-client.ts';
import type { Rendered } from './english-left.ts';

export const PASSWORD = 'correct horse battery';
const SALT = randomBytes(16);
/**
 * PASSWORD hashed at a low scrypt cost, as a hash kept from a cheaper setting would be (the format
 * names its cost): each language signs in and re-enters it several times.
 */
export const PASSWORD_HASH = [
  'scrypt',
  1024,
  8,
  1,
  SALT.toString('base64'),
  scryptSync(PASSWORD, SALT, 64, { N: 1024, r: 8, p: 1 }).toString('base64'),
].join('$');

export type Client = ReturnType<typeof webClient>;

/**
 * A fresh app whose alice is an administrator with PASSWORD, and what opens its pages with
 * `?locale=<code>`, keeping each answer under its name in `pages`.
 */
export async function pageRecorder(code: string, options: HarnessOptions) {
  const h = await harness(undefined, options);
  const alice = await userOf(h, 'alice@example.com');
  await h.store.updateUser({ ...alice, admin: true, passwordHash: PASSWORD_HASH });
  const pages: Rendered[] = [];
  const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}locale=${code}`;
  const keep = (name: string) => (r: { status: number; html: string }) => {
    pages.push({ name, status: r.status, html: r.html });
  };
  return {
    h,
    pages,
    get: (who: Client, name: string, path: string) => who.get(at(path)).then(keep(name)),
    post: (who: Client, name: string, path: string, form: Record<string, string>) =>
      who.post(at(path), form).then(keep(name)),
    /** A form whose answer is a redirect, not a page of its own. */
    send: (who: Client, path: string, form: Record<string, string>) => who.post(at(path), form),
    /** A browser signed in as alice with her password. */
    signedIn: async () => {
      const browser = webClient(h.app);
      await browser.get('/users/sign_in');
      await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
      return browser;
    },
  };
}

export async function userOf(h: Harness, email: string) {
  const found = await h.store.findUserByEmail(email);
  if (found === undefined) throw new Error(`no user ${email}`);
  return found;
}

/** Waits for a mail sent after the form's answer, so the app is not closed under it. */
export async function mailedTo(h: Harness, to: string) {
  for (let i = 0; i < 1_000 && !h.mails.some((m) => m.to === to); i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}
