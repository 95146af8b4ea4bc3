import { expect } from 'vitest';
import { cookieJar } from '../../support/web-sign-in.ts';

/** Asks the server's "forgot your password" form for a reset link for `email`, as a browser does. */
export async function askForReset(origin: string, email: string): Promise<void> {
  const cookies = cookieJar();
  const form = await fetch(`${origin}/users/password/new`);
  cookies.keep(form);
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const answer = await fetch(`${origin}/users/password/new`, {
    method: 'POST',
    headers: { cookie: cookies.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _csrf: csrf, email }),
  });
  expect(answer.status).toBe(200);
}
