import { describe, expect, it } from 'vitest';
import {
  adapters,
  FIREFOX_LINUX,
  logKinds,
  openedApps,
  PASSWORD,
  viewAs,
} from './pages-dashboard-support.ts';
import { webClient } from './web-client.ts';

const HOUR = 3_600_000;
const open = openedApps();

const rowsOf = (html: string) => html.split('<li class="push-row">').slice(1);

describe.each(adapters)('the dashboard on the %s store', (_name, make) => {
  it("lists one's own pushes newest first with their facts, and nobody else's", async () => {
    const { h, browser } = await open(make);
    const named = await h.create(
      { payload: 'a', name: 'Wi-Fi password', passphrase: 'pass phrase' },
      h.alice,
    );
    h.clock.now += 1000;
    const noted = await h.create({ payload: 'b', note: 'For Carol\nsecond line' }, h.alice);
    h.clock.now += 1000;
    const bare = await h.create({ payload: 'c', expire_after_views: 1 }, h.alice);
    await h.create({ payload: 'not alice', name: "Bob's push" }, h.bob);
    await viewAs(h, named.url_token, {}, 'pass phrase');
    const viewedAt = h.clock.now;
    // Sessions last 8 hours: the clock moves less than that.
    h.clock.now += 2 * HOUR;
    await viewAs(h, bare.url_token);

    const active = await browser.get('/d/active');
    expect(active.status).toBe(200);
    expect(active.html).not.toContain("Bob's push");
    const rows = rowsOf(active.html);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('For Carol</a>');
    expect(rows[0]).toContain('Passphrase: no');
    expect(rows[0]).toContain('0 of 5 views used');
    expect(rows[0]).toContain('Never viewed');
    expect(rows[1]).toContain('Wi-Fi password</a>');
    expect(rows[1]).toContain('Passphrase: yes');
    expect(rows[1]).toContain('1 of 5 views used');
    expect(rows[1]).toContain('7 days left');
    expect(rows[1]).toContain(`Last viewed <time datetime="${new Date(viewedAt).toISOString()}">`);
    for (const token of [named.url_token, noted.url_token]) {
      expect(active.html).toContain(`href="/p/${token}/preview"`);
      expect(active.html).toContain(`href="/p/${token}/audit"`);
      expect(active.html).toContain(`href="/p/${token}/expire"`);
      expect(active.html).toContain(`href="/p/${token}/edit"`);
    }

    const expired = rowsOf((await browser.get('/d/expired')).html);
    expect(expired).toHaveLength(1);
    // Nothing names it: its kind and when it was made, never a piece of its token.
    expect(expired[0]).toContain(`<h2 id="push-${bare.url_token}">Text, Jan 1, 2026, 12:00 AM UTC</h2>`);
    expect(expired[0]).not.toContain(`${bare.url_token.slice(0, 6)}…`);
    expect(expired[0]).toContain('1 of 1 view used');
    expect(expired[0]).toContain('all views used');
    expect(expired[0]).not.toContain(`/p/${bare.url_token}/edit`);
    // Its preview would only say the link is gone.
    expect(expired[0]).not.toContain(`/p/${bare.url_token}/preview`);
  });

  it('titles an unnamed URL push by its host, and never shows the address itself', async () => {
    const { h, browser } = await open(make);
    await h.create({ kind: 'url', payload: 'https://vault.example.org/share/9f8e7d?key=sesame' }, h.alice);
    const [row] = rowsOf((await browser.get('/d/active')).html);
    expect(row).toContain('vault.example.org</a>');
    expect(row).not.toContain('sesame');
    expect(row).not.toContain('/share/');
  });

  it('links the dashboard and account in the navigation, and the admin pages for administrators only', async () => {
    const { h, browser } = await open(make);
    const nav = (html: string) => /<nav aria-label="Account">[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const mine = nav((await browser.get('/d/active')).html);
    expect(mine).toContain('<a href="/d/active">Dashboard</a>');
    expect(mine).toContain('<a href="/users/account">Account</a>');
    expect(mine).not.toContain('/admin');
    await h.admin.add('root@example.com', { admin: true });
    await h.admin.setPassword('root@example.com', PASSWORD);
    const root = webClient(h.app);
    await root.get('/users/sign_in');
    await root.post('/users/sign_in', { email: 'root@example.com', password: PASSWORD });
    expect(nav((await root.get('/d/active')).html)).toContain('<a href="/admin">Admin</a>');
    expect(nav((await webClient(h.app).get('/')).html)).not.toContain('Dashboard');
  });

  it('pages 25 pushes at a time, with links to newer and older pages', async () => {
    const { h, browser } = await open(make);
    for (let i = 1; i <= 27; i++) {
      await h.create({ payload: 'x', name: `push ${i}` }, h.alice);
      h.clock.now += 1000;
    }
    const first = await browser.get('/d/active');
    expect(rowsOf(first.html)).toHaveLength(25);
    expect(rowsOf(first.html)[0]).toContain('push 27</a>');
    expect(first.html).toContain('<a rel="next" href="/d/active?page=2">');
    expect(first.html).not.toContain('rel="prev"');
    const second = await browser.get('/d/active?page=2');
    expect(rowsOf(second.html).map((row) => /push (\d+)<\/a>/.exec(row)?.[1])).toEqual(['2', '1']);
    expect(second.html).toContain('<a rel="prev" href="/d/active?page=1">');
    expect(second.html).not.toContain('rel="next"');
    expect((await browser.get('/d/active?page=0')).status).toBe(400);
    expect((await browser.get('/d/active?page=abc')).status).toBe(400);
  });

  it('expires a push only after a confirmation, then returns to the dashboard; a repeat changes nothing', async () => {
    const { h, browser } = await open(make);
    const push = await h.create({ payload: 'secret', name: 'Door code' }, h.alice);
    const confirm = await browser.get(`/p/${push.url_token}/expire`);
    expect(confirm.status).toBe(200);
    expect(confirm.html).toContain('Expire “Door code” now?');
    expect(confirm.html).toContain(`<form method="post" action="/p/${push.url_token}/expire">`);
    expect((await h.store.findPush(push.url_token))?.expired).toBe(false);

    const forged = await browser.postRaw(`/p/${push.url_token}/expire`, {
      _csrf: 'forged-token-of-some-length',
    });
    expect(forged.status).toBe(403);
    expect((await h.store.findPush(push.url_token))?.expired).toBe(false);

    const done = await browser.post(`/p/${push.url_token}/expire`);
    expect([done.status, done.headers.get('location')]).toEqual([303, '/d/active?notice=expired']);
    const after = await h.store.findPush(push.url_token);
    expect([after?.expired, after?.deleted, after?.payload]).toEqual([true, true, null]);
    const shown = await browser.get('/d/active?notice=expired');
    expect(shown.html).toContain('The push has expired: its secret is deleted');
    expect(rowsOf(shown.html)).toHaveLength(0);
    expect(rowsOf((await browser.get('/d/expired')).html)[0]).toContain('expired by you');

    await browser.get(`/p/${push.url_token}/expire`);
    expect((await browser.post(`/p/${push.url_token}/expire`)).status).toBe(303);
    expect(await logKinds(h, push.url_token)).toEqual(['creation', 'expire']);
    const log = await h.store.auditLog(push.url_token, { offset: 0, limit: 5 });
    expect(log[0]?.expiredBy).toBe('owner');
  });

  it('shows the audit log newest first, with time, address and a readable browser, 50 to a page', async () => {
    const { h, browser } = await open(make);
    const push = await h.create(
      { payload: 'secret', expire_after_views: 100, passphrase: 'open sesame' },
      h.alice,
    );
    h.clock.now += 60_000;
    const failed = await h.service.retrieve(
      push.url_token,
      { user: null, audit: { ip: '203.0.113.5', userAgent: 'curl/8.5.0', referrer: '' } },
      'wrong',
    );
    expect(failed.ok).toBe(false);
    for (let i = 0; i < 50; i++) {
      // Passphrase attempts are limited to 5 a minute per push.
      h.clock.now += 15_000;
      const read = await h.service.retrieve(
        push.url_token,
        { user: null, audit: { ip: '198.51.100.7', userAgent: FIREFOX_LINUX, referrer: '' } },
        'open sesame',
      );
      expect(read.ok).toBe(true);
    }
    const first = await browser.get(`/p/${push.url_token}/audit`);
    expect(first.status).toBe(200);
    const rows = first.html.split('<tr>').slice(2);
    expect(rows).toHaveLength(50);
    expect(rows[0]).toContain('<td data-label="Event">Viewed</td>');
    expect(rows[0]).toContain(`<time datetime="${new Date(h.clock.now).toISOString()}">`);
    expect(rows[0]).toContain('<td data-label="Address">198.51.100.7</td>');
    expect(rows[0]).toContain('Firefox 140 on Linux');
    expect(first.html).toContain(`<a rel="next" href="/p/${push.url_token}/audit?page=2">`);
    const second = (await browser.get(`/p/${push.url_token}/audit?page=2`)).html.split('<tr>').slice(2);
    expect(second.map((row) => /data-label="Event">([^<]+)</.exec(row)?.[1])).toEqual([
      'Wrong passphrase',
      'Created',
    ]);
    expect(second[0]).toContain('curl 8');
    expect(second[0]).toContain('203.0.113.5');
  });

  it('counts no view and logs nothing when the owner opens the dashboard, audit, edit or expire pages', async () => {
    const { h, browser } = await open(make);
    const push = await h.create({ payload: 'secret', expire_after_views: 1 }, h.alice);
    for (const path of [
      '/d/active',
      `/p/${push.url_token}/audit`,
      `/p/${push.url_token}/edit`,
      `/p/${push.url_token}/expire`,
    ]) {
      expect((await browser.get(path)).status).toBe(200);
    }
    const after = await h.store.findPush(push.url_token);
    expect([after?.countedViews, after?.expired]).toEqual([0, false]);
    expect(await logKinds(h, push.url_token)).toEqual(['creation']);
  });

  it("answers 404 for another user's push and sends a signed-out visitor to sign in, on every page and form", async () => {
    const { h, other } = await open(make);
    const push = await h.create({ payload: 'secret', name: 'Alice only' }, h.alice);
    const paths = ['audit', 'edit', 'expire'].map((page) => `/p/${push.url_token}/${page}`);
    for (const path of paths) {
      const seen = await other.get(path);
      expect([path, seen.status]).toEqual([path, 404]);
      expect(seen.html).not.toContain('Alice only');
    }
    await other.get('/d/active');
    for (const path of [`/p/${push.url_token}/edit`, `/p/${push.url_token}/expire`]) {
      const posted = await other.post(path, {
        name: 'taken over',
        expire_after_days: '7',
        expire_after_views: '5',
      });
      expect([path, posted.status]).toEqual([path, 404]);
    }
    expect(await other.get('/d/active').then((page) => page.html)).not.toContain('Alice only');

    const stranger = webClient(h.app);
    await stranger.get('/');
    for (const path of ['/d/active', '/d/expired', ...paths]) {
      const seen = await stranger.get(path);
      const back = `/users/sign_in?return_to=${encodeURIComponent(path)}`;
      expect([path, seen.status, seen.headers.get('location')]).toEqual([path, 303, back]);
    }
    for (const path of [`/p/${push.url_token}/edit`, `/p/${push.url_token}/expire`]) {
      const posted = await stranger.post(path, { name: 'x' });
      expect([path, posted.status, posted.headers.get('location')]).toEqual([path, 303, '/users/sign_in']);
    }
    const after = await h.store.findPush(push.url_token);
    expect([after?.name, after?.expired]).toEqual(['Alice only', false]);
    expect(await logKinds(h, push.url_token)).toEqual(['creation']);
  });
});
