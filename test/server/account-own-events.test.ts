import { afterEach, describe, expect, it } from 'vitest';
import type { NewActivity } from '../../server/store/activity-store.ts';
import { signIn } from './admin-settings-form.ts';
import { type Harness, harness, T0 } from './harness.ts';
import { activity } from './store/activity-fixtures.ts';

const opened: Harness[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

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

describe('the account page’s own events', () => {
  it('lists the user’s own sign-ins and security events, newest first, and nobody else’s', async () => {
    const h = await harness();
    opened.push(h);
    const bob = await signIn(h, 'bob@example.com');
    const bobId = (await h.store.findUserByEmail('bob@example.com'))?.id ?? '';
    const aliceId = (await h.store.findUserByEmail('alice@example.com'))?.id ?? '';
    const alice = { kind: 'user' as const, id: aliceId, name: 'alice@example.com' };
    await log(h, [
      {
        event: 'password.changed',
        category: 'security',
        actor: { kind: 'user', id: bobId, name: 'bob@example.com' },
        address: '203.0.113.4',
        browser: 'curl/8.1',
        target: { kind: 'user', id: bobId },
      },
      {
        event: 'password.changed',
        category: 'security',
        actor: alice,
        address: '203.0.113.5',
        target: { kind: 'user', id: aliceId },
      },
      {
        event: 'two_factor.reset',
        category: 'security',
        actor: alice,
        address: '203.0.113.5',
        browser: null,
        target: { kind: 'user', id: bobId },
      },
      {
        event: 'push.created',
        category: 'push',
        actor: { kind: 'user', id: bobId, name: 'bob@example.com' },
        target: { kind: 'push', id: 'p1' },
      },
    ]);
    const page = await bob.get('/users/account');
    expect(page.html).toContain('<h2 id="own-events-heading">Your sign-ins and security events</h2>');
    expect(rows(page.html)).toEqual([
      'Jan 1, 2026, 12:03 AM UTC Two-factor authentication reset by an administrator alice@example.com 203.0.113.5 Succeeded',
      'Jan 1, 2026, 12:01 AM UTC Password changed bob@example.com 203.0.113.4 curl 8 Succeeded',
      // The sign-in that opened this page.
      'Jan 1, 2026, 12:00 AM UTC Signed in bob@example.com Succeeded',
    ]);
    expect(page.html).not.toContain('All your security events');
  });

  it('links to all of them a page at a time when there are more than fit', async () => {
    const h = await harness();
    opened.push(h);
    const bob = await signIn(h, 'bob@example.com');
    const bobId = (await h.store.findUserByEmail('bob@example.com'))?.id ?? '';
    const me = { kind: 'user' as const, id: bobId, name: 'bob@example.com' };
    await log(
      h,
      Array.from({ length: 60 }, (_, i) => ({
        event: 'sign_in',
        category: 'security' as const,
        actor: me,
        address: `192.0.2.${i}`,
        target: null,
      })),
    );
    const page = await bob.get('/users/account');
    expect(rows(page.html)).toHaveLength(10);
    expect(page.html).toContain('<a href="/users/account/activity">All your security events</a>');
    const all = await bob.get('/users/account/activity');
    expect(all.html).toContain('<h1>Your security events</h1>');
    // The sign-in the test made is recorded too, whatever its place.
    const first = rows(all.html);
    expect(first).toHaveLength(50);
    expect(first[0]).toContain('192.0.2.59');
    const older = /<a href="(\/users\/account\/activity\?before=\d+)" rel="next">/.exec(all.html)?.[1] ?? '';
    const second = rows((await bob.get(older)).html);
    expect(second.length).toBeGreaterThanOrEqual(10);
    expect(second.some((row) => row.includes('192.0.2.0 '))).toBe(true);
    expect(second.some((row) => first.includes(row))).toBe(false);
  });

  it('shows an empty state in the user’s language, and sends a visitor to sign in', async () => {
    const h = await harness();
    opened.push(h);
    const alice = await signIn(h, 'alice@example.com', 'de');
    const page = await alice.get('/users/account');
    expect(page.html).toContain(
      '<h2 id="own-events-heading">Ihre Anmeldungen und Sicherheitsereignisse</h2>',
    );
    expect(rows(page.html)[0]).toContain('Angemeldet');
    const none = await alice.get('/users/account/activity?before=1');
    expect(none.html).toContain(
      'Für Ihr Konto ist noch keine Anmeldung und kein Sicherheitsereignis verzeichnet.',
    );
    expect(none.html).toContain('<a href="/users/account/activity" rel="first">Neuere Einträge</a>');
    const visitor = await h.app.request('/users/account/activity');
    expect(visitor.status).toBe(303);
  });
});
