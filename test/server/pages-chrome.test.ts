import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../server/store/store-unavailable.ts';
import { FAVICON_PATH } from '../../server/web/chrome/favicon.ts';
import { type HarnessOptions, harness } from './harness.ts';
import { webClient } from './web-client.ts';

const PASSWORD = 'correct horse battery';
const ICON_LINK = `<link rel="icon" type="image/svg+xml" href="${FAVICON_PATH}">`;
const NEW_PUSH = '<a href="/">New push</a>';

const SIGNED_IN = 'Sign out alice@example.com';
const SIGN_IN_LINK = '<a href="/users/sign_in">Sign in</a>';

/** Alice signed in through the pages; `before` runs on the app before its first request. */
async function withAlice(options: HarnessOptions = {}, before: (h: Harness) => void = () => {}) {
  const h = await harness(undefined, options);
  before(h);
  await h.admin.setPassword('alice@example.com', PASSWORD);
  const alice = webClient(h.app);
  await alice.get('/users/sign_in');
  await alice.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  return { h, alice };
}

type Harness = Awaited<ReturnType<typeof harness>>;

/** A GET with the web client's cookies and the headers given, as a browser sends for a download. */
const getWith = (h: Harness, cookies: Map<string, string>, path: string, headers: Record<string, string>) =>
  h.app.request(`http://push.test${path}`, {
    headers: { ...headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });

/** Outside the web routes, as a failure in any other route would be. */
const failingAt = (error: () => Error) => (h: Harness) => {
  h.app.get('/failing', () => {
    throw error();
  });
};

describe('the icon', () => {
  it('is served under its digest for good, and at /favicon.ico for a day, as a drawing that runs nothing', async () => {
    const h = await harness();
    expect(FAVICON_PATH).toMatch(/^\/assets\/icon-[0-9a-f]{16}\.svg$/);
    const pinned = await h.app.request(`http://push.test${FAVICON_PATH}`);
    const wellKnown = await h.app.request('http://push.test/favicon.ico');
    const body = await pinned.text();
    expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*>.*<\/svg>$/);
    expect(body).not.toMatch(/<script|on\w+=|href=/i);
    expect(await wellKnown.text()).toBe(body);
    for (const [res, cache] of [
      [pinned, 'public, max-age=31536000, immutable'],
      [wellKnown, 'public, max-age=86400'],
    ] as const) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toBe(cache);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect((await h.app.request('http://push.test/assets/icon-0000000000000000.svg')).status).toBe(404);
  });

  it("is linked from every page's head, in every language, where the pages' CSP lets it load", async () => {
    const { h, alice } = await withAlice();
    const visitor = webClient(h.app);
    const push = await h.create({ payload: 'icon check' }, h.alice);
    const pages = [
      await visitor.get('/users/sign_in'),
      await visitor.get(`/p/${push.url_token}/r`),
      await visitor.get('/nowhere'),
      await visitor.get('/users/sign_in?locale=de'),
      await alice.get('/'),
      await alice.get('/d/active'),
      await alice.get('/users/token'),
    ];
    for (const page of pages) {
      expect(page.html).toContain(ICON_LINK);
      expect(page.headers.get('content-security-policy')).toContain("img-src 'self' data:");
    }
  });

  it('is inside the /open page, which fetches nothing once loaded', async () => {
    const h = await harness();
    const open = await webClient(h.app).get('/open');
    expect(open.html).toContain(
      `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(
        await (await h.app.request(`http://push.test${FAVICON_PATH}`)).text(),
      )}">`,
    );
    expect(open.html).not.toContain(FAVICON_PATH);
    expect(open.headers.get('content-security-policy')).toMatch(/img-src [^;]*data:/);
  });
});

describe('the header of a signed-in page', () => {
  it('leads back to the push form from every page, and a signed-out header does not', async () => {
    const { h, alice } = await withAlice();
    for (const path of ['/', '/d/active', '/users/account', '/users/token', '/admin'])
      expect([path, (await alice.get(path)).html]).toEqual([path, expect.stringContaining(NEW_PUSH)]);
    const dashboard = await alice.get('/d/active?locale=ja');
    expect(dashboard.html).toContain('<a href="/?locale=ja">新規プッシュ</a>');
    const visitor = webClient(h.app);
    expect((await visitor.get('/users/sign_in')).html).not.toContain(NEW_PUSH);
  });
});

describe('the page of an unknown address', () => {
  it("shows a signed-in user their own header, not Sign in, and sets a visitor's cookies no more than before", async () => {
    const { h, alice } = await withAlice();
    for (const path of ['/nowhere', '/users/nowhere', '/d/nowhere/at/all']) {
      const page = await alice.get(path);
      expect([path, page.status]).toEqual([path, 404]);
      expect(page.html).toContain('<h1>Page not found</h1>');
      expect(page.html).toContain('Sign out alice@example.com');
      expect(page.html).toContain(NEW_PUSH);
      expect(page.html).not.toContain('<a href="/users/sign_in">Sign in</a>');
    }
    const visitor = webClient(h.app);
    const page = await visitor.get('/nowhere');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<nav aria-label="Account"><a href="/users/sign_in">Sign in</a></nav>');
    expect(page.headers.getSetCookie()).toEqual([]);
    expect((await h.app.request('http://push.test/api/v2/nowhere')).headers.get('content-type')).toContain(
      'application/json',
    );
  });

  it('shows a visitor whose session ended as signed out', async () => {
    const { h, alice } = await withAlice();
    await h.admin.setPassword('alice@example.com', 'another long passphrase');
    const page = await alice.get('/nowhere');
    expect(page.html).toContain('<a href="/users/sign_in">Sign in</a>');
    expect(page.html).not.toContain('Sign out');
  });
});

describe('the pages of a failure or a refusal', () => {
  it('refuse past the throttle with the 429 page, signed out, without reading a session', async () => {
    const { h, alice } = await withAlice({ throttling: { perMinute: 0, perSecond: 5 } });
    h.clock.now += 2_000;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await alice.get('/d/active')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    let sessionReads = 0;
    const findSession = h.store.findSession.bind(h.store);
    h.store.findSession = async (idHash) => {
      sessionReads++;
      return findSession(idHash);
    };
    const refused = await alice.get('/nowhere');
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('<h1>Too many requests</h1>');
    expect(refused.html).toContain(SIGN_IN_LINK);
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(sessionReads).toBe(0);
  });

  it('show a signed-in user their own header on a 500 outside the web routes', async () => {
    const { h, alice } = await withAlice(
      {},
      failingAt(() => new Error('a bug')),
    );
    const page = await alice.get('/failing');
    expect(page.status).toBe(500);
    expect(page.html).toContain('<h1>Server error</h1>');
    expect(page.html).toContain(SIGNED_IN);
    expect(page.headers.getSetCookie()).toEqual([]);
    // The session cannot be read either: still the 500 page, signed out.
    h.store.findSession = async () => {
      throw new Error('the store broke too');
    };
    const again = await alice.get('/failing');
    expect([again.status, again.html.includes(SIGN_IN_LINK)]).toEqual([500, true]);
  });

  it('answer a store outage with the 503 page, signed out, without reading the session from the store', async () => {
    const outage = () => new StoreUnavailableError('ECONNREFUSED');
    const { h, alice } = await withAlice({}, failingAt(outage));
    let sessionReads = 0;
    const findSession = h.store.findSession.bind(h.store);
    h.store.findSession = async (idHash) => {
      sessionReads++;
      return findSession(idHash);
    };
    const page = await alice.get('/failing');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(page.html).toContain(SIGN_IN_LINK);
    expect(sessionReads).toBe(0);
  });

  it('show a signed-in user their own header on the page of a download link that is gone', async () => {
    const { h, alice } = await withAlice({ files: true });
    const html = { accept: 'text/html' };
    const page = await getWith(h, alice.cookies, '/f/forged-link', html);
    expect(page.status).toBe(404);
    const text = await page.text();
    expect(text).toContain('<h1>This download link has expired</h1>');
    expect(text).toContain(SIGNED_IN);
    expect(text).not.toContain(SIGN_IN_LINK);
    expect(page.headers.getSetCookie()).toEqual([]);
    const visitor = await getWith(h, new Map(), '/f/forged-link', html);
    expect(await visitor.text()).toContain(SIGN_IN_LINK);
  });
});
