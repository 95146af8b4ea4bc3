import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { cookieJar, signIn } from '../support/web-sign-in.ts';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
});

const EMAIL = 'ci@example.com';
const PASSWORD = 'correct horse battery';

/** A signed-in browser without JavaScript: it reads pages and posts their forms with their CSRF token. */
function pageVisitor(origin: string, cookies: ReturnType<typeof cookieJar>) {
  let csrf = '';
  const get = async (path: string) => {
    const res = await fetch(`${origin}${path}`, { headers: { cookie: cookies.header() } });
    cookies.keep(res);
    const html = await res.text();
    csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? csrf;
    return html;
  };
  const post = async (path: string, form: Record<string, string>) => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookies.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: csrf, ...form }),
    });
    cookies.keep(res);
    return res;
  };
  return { get, post };
}

/** What a script does with a key: plain fetch, the key as a bearer token. */
function script(origin: string, key: string) {
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
}

describe('named API keys against a running server', () => {
  it('serves a script a read key and a push key within their scopes, and refuses the push key once revoked on the page', async () => {
    const dataDir = tempDataDir();
    const server = await startServer(dataDir);
    running.push(server);
    expect(userCli(dataDir, ['add', EMAIL]).status).toBe(0);
    expect(userCli(dataDir, ['password', EMAIL], `${PASSWORD}\n`).status).toBe(0);
    const cookies = cookieJar();
    expect((await signIn(server.url, cookies, EMAIL, PASSWORD)).status).toBe(303);
    const page = pageVisitor(server.url, cookies);
    const makeKey = async (name: string, scope: string) => {
      await page.get('/users/token');
      expect((await page.post('/users/token/keys', { name, scope, days: '30' })).status).toBe(303);
      const key = /<pre class="secret token" id="token">(spk_[^<]+)<\/pre>/.exec(
        await page.get('/users/token'),
      )?.[1];
      if (key === undefined) throw new Error(`no key shown for ${name}`);
      return key;
    };
    const readKey = await makeKey('Dashboard', 'read');
    const pushKey = await makeKey('Deploy', 'push');

    const reader = script(server.url, readKey);
    const pusher = script(server.url, pushKey);
    const made = await pusher('POST', '/api/v2/pushes', {
      push: { payload: 'from CI', expire_after_views: 2 },
    });
    expect(made.status).toBe(201);
    const listed = await reader('GET', '/api/v2/pushes/active');
    expect(listed.status).toBe(200);
    expect((listed.body as unknown as { url_token: string }[]).map((p) => p.url_token)).toEqual([
      made.body.url_token,
    ]);
    expect(await reader('POST', '/api/v2/pushes', { push: { payload: 'not allowed' } })).toEqual({
      status: 403,
      body: {
        error: 'This API key\'s scope does not allow this request: it needs the "push" scope.',
        scope_needed: 'push',
      },
    });
    expect((await pusher('GET', '/api/v2/pushes/active')).status).toBe(403);
    expect((await pusher('DELETE', `/api/v2/pushes/${made.body.url_token}`)).status).toBe(200);

    const tokenPage = await page.get('/users/token');
    expect(tokenPage).toMatch(
      /<h3>Dashboard<\/h3>[\s\S]*?Last used <time [^>]+>[^<]+<\/time> from 127\.0\.0\.1/,
    );
    const revoked = await page.post(`/users/token/keys/${pushKey.slice(4, 20)}/revoke`, {});
    expect([revoked.status, revoked.headers.get('location')]).toEqual([303, '/users/token?key=revoked#keys']);
    expect(await pusher('POST', '/api/v2/pushes', { push: { payload: 'after revocation' } })).toEqual({
      status: 401,
      body: { error: 'This API key was revoked: make a new one on the token page.' },
    });
    expect((await reader('GET', '/api/v2/pushes/active')).status).toBe(200);
    expect(server.output()).not.toContain(pushKey.slice(21));
    expect(server.output()).not.toContain(readKey.slice(21));
  });
});
