import { BENCH_EMAIL, BENCH_PASSWORD } from './seed.ts';

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');

/** Signs the bench user in on the web, as a browser does; returns the Cookie header of its session. */
export async function webSessionCookie(baseUrl: string): Promise<string> {
  const form = await fetch(`${baseUrl}/users/sign_in`);
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const signedIn = await fetch(`${baseUrl}/users/sign_in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookiesOf(form).join('; ') },
    body: new URLSearchParams({ _csrf: csrf, email: BENCH_EMAIL, password: BENCH_PASSWORD }).toString(),
  });
  const session = cookiesOf(signedIn).find((c) => c.startsWith('sp_session='));
  if (signedIn.status !== 303 || session === undefined) {
    throw new Error(`The bench user could not sign in on the web (status ${signedIn.status}).`);
  }
  return session;
}
