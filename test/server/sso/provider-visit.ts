/**
 * A person at the test provider's development pages, as a browser with JavaScript off: follows
 * its redirects with its own cookies, signs in as `account` (any password) and presses Continue,
 * or cancels at the login page. Returns the URL the provider sends the browser back to.
 */
export async function visitProvider(
  authorizationUrl: string,
  account: string,
  options: { cancel?: boolean } = {},
): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let form: Record<string, string> | undefined;
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      method: form === undefined ? 'GET' : 'POST',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form === undefined ? undefined : new URLSearchParams(form),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    form = undefined;
    const location = res.headers.get('location');
    if (location !== null) {
      const next = new URL(location, url);
      // Back at the relying party: its callback is for the test to call.
      if (next.origin !== url.origin) return next;
      url = next;
      continue;
    }
    const page = await res.text();
    if (res.status !== 200) throw new Error(`the provider answered ${res.status}: ${page}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (action === undefined) throw new Error(`no form on the provider's page: ${page}`);
    if (options.cancel === true) {
      url = new URL(/<a href="([^"]+\/abort)"/.exec(page)?.[1] ?? '', url);
      continue;
    }
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1] ?? '';
    form = prompt === 'login' ? { prompt, login: account, password: 'any password' } : { prompt };
    url = new URL(action, url);
  }
  throw new Error('the provider never sent the browser back');
}
