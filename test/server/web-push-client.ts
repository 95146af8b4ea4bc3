import type { Harness } from './harness.ts';
import { webClient } from './web-client.ts';

export const PASSWORD = 'correct horse battery';

/** A browser signed in as `email` (its password set here). */
export async function signedInClient(h: Harness, email: string) {
  await h.admin.setPassword(email, PASSWORD);
  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  const res = await browser.post('/users/sign_in', { email, password: PASSWORD });
  if (res.status !== 303) throw new Error(`sign-in failed: ${res.status}`);
  // The session has a CSRF token of its own: the next form comes from a page of the session.
  await browser.get('/');
  return browser;
}

type Browser = ReturnType<typeof webClient>;

/** Posts the push form as multipart, the way a browser sends a file form: fields first, then the files. */
export async function postMultipart(
  h: Harness,
  browser: Browser,
  fields: Record<string, string>,
  files: { name: string; bytes: Uint8Array<ArrayBuffer> | string }[],
) {
  const form = new FormData();
  form.append('_csrf', browser.csrf());
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('push[files][]', new Blob([file.bytes]), file.name);
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await h.app.request('http://push.test/', {
    method: 'POST',
    body: form,
    headers: { cookie },
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** The url token of the push a create redirected to. */
export const tokenOf = (location: string | null) => /^\/p\/([^/]+)\/preview$/.exec(location ?? '')?.[1] ?? '';
