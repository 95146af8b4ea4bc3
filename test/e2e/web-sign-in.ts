/** The value of the cookie `name` among a response's Set-Cookie headers, or undefined. */
function cookieFrom(res: Response, name: string): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, value] = (pair ?? '').split('=');
    if (key?.trim() === name && value) return value;
  }
  return undefined;
}

function csrfField(html: string): string {
  const value = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
  if (value === undefined) throw new Error('the page has no CSRF field');
  return value;
}

/**
 * Signs in through the web forms as a browser would (CSRF cookie and field, then the session
 * cookie), without a browser: for tests that need a real web session on a real server.
 */
export async function signInOnTheWeb(baseUrl: string, email: string, password: string) {
  const form = await fetch(`${baseUrl}/users/sign_in`);
  const csrfCookie = cookieFrom(form, 'sp_csrf');
  const signedIn = await fetch(`${baseUrl}/users/sign_in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: `sp_csrf=${csrfCookie}` },
    body: new URLSearchParams({ _csrf: csrfField(await form.text()), email, password }),
  });
  const sessionId = cookieFrom(signedIn, 'sp_session');
  if (signedIn.status !== 303 || sessionId === undefined) {
    throw new Error(`sign-in answered ${signedIn.status} without a session`);
  }
  const cookie = `sp_session=${sessionId}`;
  return {
    sessionId,
    /** Creates a new API token on the token page, as the button does, and returns it. */
    async newApiToken(): Promise<string> {
      const page = await (await fetch(`${baseUrl}/users/token`, { headers: { cookie } })).text();
      const made = await fetch(`${baseUrl}/users/token`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie },
        body: new URLSearchParams({ _csrf: csrfField(page) }),
      });
      // The token is shown by the GET the POST redirects to, from a cookie kept for that one display.
      const kept = cookieFrom(made, 'sp_new_token');
      const shown = await fetch(`${baseUrl}/users/token`, {
        headers: { cookie: `${cookie}; sp_new_token=${kept}` },
      });
      const token = /id="token"[^>]*>([^<]+)</.exec(await shown.text())?.[1];
      if (made.status !== 303 || token === undefined) throw new Error(`no new token (${made.status})`);
      return token;
    },
  };
}
