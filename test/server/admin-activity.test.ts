import { describe, expect, it } from 'vitest';
import type { NewActivity } from '../../server/store/activity-store.ts';
import { signIn } from './admin-settings-form.ts';
import { type Harness, T0 } from './harness.ts';
import { activity } from './store/activity-fixtures.ts';
import { adapterHarnesses } from './web-adapters.ts';
import { webClient } from './web-client.ts';

const adapters = adapterHarnesses('activity-page');

async function asAdmin(h: Harness, language?: string) {
  await h.admin.setAdmin('alice@example.com', true);
  return signIn(h, 'alice@example.com', language);
}

const userId = async (h: Harness, email: string) => (await h.store.findUserByEmail(email))?.id ?? '';

/** Rows of the entries table as text, one line each. */
const rows = (html: string) =>
  [...html.matchAll(/<tr><td data-label[\s\S]*?<\/tr>/g)].map((m) =>
    m[0]
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

async function log(h: Harness, entries: Partial<NewActivity>[]) {
  for (const [i, given] of entries.entries())
    await h.store.appendActivity(activity({ details: {}, ...given, at: T0 + (i + 1) * 60_000 }));
}

describe.each(adapters)('the administrator’s activity page, %s store', (_name, make) => {
  it('lists entries newest first with their labels, actor, address, browser, target and outcome', async () => {
    const h = await make();
    const browser = await asAdmin(h);
    const bob = await userId(h, 'bob@example.com');
    await log(h, [
      {
        event: 'push.created',
        category: 'push',
        actor: { kind: 'user', id: bob, name: 'bob@example.com' },
        address: '203.0.113.9',
        browser: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
        target: { kind: 'push', id: 'push-1' },
        details: { kind: 'text', views: 1 },
      },
      {
        event: 'sign_in.failed',
        category: 'security',
        actor: { kind: 'anonymous', id: null, name: null },
        address: '198.51.100.4',
        browser: 'curl/8.5.0',
        target: { kind: 'user', id: bob },
        outcome: 'failure',
      },
    ]);
    const shown = await browser.get('/admin/activity?event=category:security&address=198.51.100.4');
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<h1>Activity log</h1>');
    expect(rows(shown.html)).toEqual([
      `Jan 1, 2026, 12:02 AM UTC Sign-in failed Anonymous 198.51.100.4 curl 8 user ${bob.slice(0, 8)}… Failed`,
    ]);
    const bobs = await browser.get('/admin/activity?user=bob%40example.com');
    expect(rows(bobs.html)).toEqual([
      `Jan 1, 2026, 12:02 AM UTC Sign-in failed Anonymous 198.51.100.4 curl 8 user ${bob.slice(0, 8)}… Failed`,
      `Jan 1, 2026, 12:01 AM UTC Push created bob@example.com 203.0.113.9 Firefox 140 · Linux push push-1 Succeeded kind: text, views: 1`,
    ]);
    expect(bobs.html).toContain(
      'title="Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0"',
    );
    const byPush = await browser.get('/admin/activity?push=push-1&from=2026-01-01&to=2026-01-01');
    expect(rows(byPush.html)).toHaveLength(1);
    expect(byPush.html).toContain('value="2026-01-01"');
    const none = await browser.get('/admin/activity?push=push-1&from=2026-01-02');
    expect(none.status).toBe(200);
    expect(none.html).toContain('No entry matches these filters.');
  });

  it('pages older and newer by sequence number, keeping the filters', async () => {
    const h = await make();
    const browser = await asAdmin(h);
    await log(
      h,
      Array.from({ length: 120 }, (_, i) => ({
        event: 'push.viewed',
        category: 'push' as const,
        address: `192.0.2.${i}`,
      })),
    );
    const first = await browser.get('/admin/activity?event=push.viewed');
    const firstRows = rows(first.html);
    expect(firstRows).toHaveLength(50);
    expect(firstRows[0]).toContain('192.0.2.119');
    expect(first.html).not.toContain('Newer entries');
    const older = /<a href="([^"]+)" rel="next">Older entries<\/a>/
      .exec(first.html)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(older).toMatch(/^\/admin\/activity\?event=push.viewed&before=\d+$/);
    const second = await browser.get(older ?? '');
    expect(rows(second.html)[0]).toContain('192.0.2.69');
    const third = await browser.get(
      /<a href="([^"]+)" rel="next">/.exec(second.html)?.[1]?.replaceAll('&amp;', '&') ?? '',
    );
    expect(rows(third.html).map((row) => /192\.0\.2\.(\d+)/.exec(row)?.[1])).toEqual(
      Array.from({ length: 20 }, (_, i) => String(19 - i)),
    );
    expect(third.html).not.toContain('Older entries');
    const back = /<a href="([^"]+)" rel="prev">Newer entries<\/a>/
      .exec(third.html)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(back).toMatch(/event=push.viewed&after=\d+$/);
    const again = await browser.get(back ?? '');
    expect(rows(again.html)).toEqual(rows(second.html));
    expect(again.html).toContain('Older entries');
    expect(again.html).toContain('Newer entries');
  });

  it('names a bad date, a bad address, a range backwards and an unknown user, and runs no search', async () => {
    const h = await make();
    const browser = await asAdmin(h);
    const bad = await browser.get(
      '/admin/activity?from=2026-02-31&address=10.0.0.1%3Bdrop&user=nobody%40example.com',
    );
    expect(bad.status).toBe(422);
    expect(bad.html).toContain(
      '<p class="error" role="alert">The search was not run. Check the fields marked below.</p>',
    );
    expect(bad.html).toContain(
      '<p class="error" id="activity-from-error">Enter a day as YYYY-MM-DD or a minute as YYYY-MM-DDTHH:MM.</p>',
    );
    expect(bad.html).toMatch(
      /id="activity-address"[^>]*aria-describedby="activity-address-hint activity-address-error" aria-invalid="true"/,
    );
    expect(bad.html).toContain('No user has this e-mail address.');
    expect(bad.html).toContain('value="10.0.0.1;drop"');
    const backwards = await browser.get('/admin/activity?from=2026-03-02&to=2026-03-01');
    expect(backwards.html).toContain('The end comes before the start.');
    const event = await browser.get('/admin/activity?event=push.nothing');
    expect(event.html).toContain('Choose an event from the list.');
  });

  it('speaks the page’s language, event labels included', async () => {
    const h = await make();
    const browser = await asAdmin(h, 'fr');
    await log(h, [{ event: 'password.changed', category: 'security' }]);
    const shown = await browser.get('/admin/activity?event=password.changed');
    expect(shown.html).toContain('<html lang="fr"');
    expect(shown.html).toContain('<h1>Journal d’activité</h1>');
    expect(rows(shown.html)[0]).toContain('Mot de passe modifié');
  });

  it('is for administrators only: a member is refused, a visitor signs in first', async () => {
    const h = await make();
    const bob = await signIn(h, 'bob@example.com');
    for (const path of ['/admin/activity', '/admin/activity/export?format=csv']) {
      const refused = await bob.get(path);
      expect(refused.status).toBe(403);
      expect(refused.html).toContain('<h1>Administrators only</h1>');
      const visitor = await webClient(h.app).get(path);
      expect(visitor.status).toBe(303);
      expect(visitor.headers.get('location')).toMatch(/^\/users\/sign_in/);
    }
  });

  it('is linked from the administration page', async () => {
    const h = await make();
    const browser = await asAdmin(h);
    expect((await browser.get('/admin')).html).toContain('<a href="/admin/activity">Activity log</a>');
  });
});
