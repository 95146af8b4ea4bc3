/** A browser's cookie jar, reduced to what the sign-in form needs. */
export function cookieJar() {
  const jar = new Map<string, string>();
  return {
    jar,
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    keep(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
    },
  };
}

export type CookieJar = ReturnType<typeof cookieJar>;

/** Fills in and sends the sign-in form of the server at `origin`, as a browser would; the answer to the POST. */
export async function signIn(origin: string, cookies: CookieJar, email: string, password: string) {
  const form = await fetch(`${origin}/users/sign_in`, { headers: { cookie: cookies.header() } });
  cookies.keep(form);
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const answer = await fetch(`${origin}/users/sign_in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: cookies.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _csrf: csrf, email, password }),
  });
  cookies.keep(answer);
  return answer;
}
