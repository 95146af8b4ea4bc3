import { describe, expect, it } from 'vitest';
import type { PushEvent } from '../../../server/pushes/push-event.ts';
import { harnessesClosedAfterEach } from '../harness.ts';
import { asAdmin, idOf } from './admin-users-support.ts';

const open = harnessesClosedAfterEach({ durable: true });

/** The sealed handles the list's links carry, in the page's order. */
const refs = (html: string) =>
  [...html.matchAll(/href="\/admin\/pushes\/([^"/]+)\/audit"/g)].map(([, ref]) => ref ?? '');

describe('every push of the instance, for administrators', () => {
  it('lists each push with its owner, kind, state and views, never its payload or link, filtered by owner and state', async () => {
    const h = await open();
    const admin = await asAdmin(h);
    const mine = await h.create({ payload: 'alice-payload', expire_after_views: 3 }, h.alice);
    const bobs = await h.create({ payload: 'bob-payload' }, h.bob);
    const anonymous = await h.create({ payload: 'anonymous-payload' }, '');
    await h.call('GET', `/p/${bobs.url_token}.json`);
    await h.call('DELETE', `/p/${anonymous.url_token}.json`);
    const all = await admin.get('/admin/pushes?state=all');
    expect(all.status).toBe(200);
    expect(refs(all.html)).toHaveLength(3);
    for (const secret of [
      'alice-payload',
      'bob-payload',
      'anonymous-payload',
      mine.url_token,
      bobs.url_token,
      anonymous.url_token,
    ])
      expect(all.html).not.toContain(secret);
    expect(all.html).toContain('Owner: alice@example.com');
    expect(all.html).toContain('Owner: Anonymous');
    expect(all.html).toContain('Views: 0 used, 3 left');
    const active = await admin.get('/admin/pushes');
    expect(refs(active.html)).toHaveLength(2);
    const bobId = await idOf(h, 'bob@example.com');
    const bobsOnly = await admin.get(`/admin/pushes?owner=${bobId}&state=active`);
    expect(refs(bobsOnly.html)).toHaveLength(1);
    expect(bobsOnly.html).toContain('Owner: bob@example.com');
    expect(bobsOnly.html).toContain('Views: 1 used, 4 left');
    expect(bobsOnly.html).toContain(`<option value="${bobId}" selected>bob@example.com</option>`);
    const gone = await admin.get('/admin/pushes?owner=anonymous&state=expired');
    expect(refs(gone.html)).toHaveLength(1);
    expect(gone.html).toContain('Expired: deleted or expired on request');
    expect(gone.html).not.toContain('/expire"');
  });

  it('pages by the last push shown: 50, then the rest, each once', async () => {
    const h = await open();
    const admin = await asAdmin(h);
    for (let i = 0; i < 53; i++) {
      await h.create({ payload: `p${i}` });
      h.clock.now += i % 2;
    }
    const first = await admin.get('/admin/pushes');
    const older =
      /<a rel="next" href="\/admin\/pushes\?([^"]+)">Older pushes<\/a>/.exec(first.html)?.[1] ?? '';
    expect(refs(first.html)).toHaveLength(50);
    const second = await admin.get(`/admin/pushes?${older.replaceAll('&amp;', '&')}`);
    expect(refs(second.html)).toHaveLength(3);
    expect(second.html).not.toContain('rel="next"');
    expect(second.html).toContain('Newest pushes');
    const opened = [...refs(first.html), ...refs(second.html)].map((ref) =>
      h.cipher.open(decodeURIComponent(ref)),
    );
    expect(new Set(opened).size).toBe(53);
  });

  it("shows a push's audit log without its payload or link", async () => {
    const h = await open();
    const admin = await asAdmin(h);
    const push = await h.create({ payload: 'audit-payload' }, h.bob);
    await h.call('GET', `/p/${push.url_token}.json`);
    const [ref] = refs((await admin.get('/admin/pushes')).html);
    const audit = await admin.get(`/admin/pushes/${ref}/audit`);
    expect(audit.status).toBe(200);
    expect(audit.html).toContain('neither its payload nor its link is shown here');
    expect(audit.html.match(/<tr>\s*<td/g)).toHaveLength(2);
    expect(audit.html).not.toContain(push.url_token);
    expect(audit.html).not.toContain('audit-payload');
    expect((await admin.get('/admin/pushes/v1.forged/audit')).status).toBe(404);
    expect(
      (await admin.get(`/admin/pushes/${encodeURIComponent(h.cipher.seal('no-such-token'))}/audit`)).status,
    ).toBe(404);
  });

  it('expires any push after a confirmation, through the push service: its owner is told and the administrator is recorded', async () => {
    const told: PushEvent[] = [];
    const h = await open(undefined, { events: async (event) => void told.push(event) });
    const admin = await asAdmin(h);
    const push = await h.create({ payload: 'expire-me' }, h.bob);
    const [ref] = refs((await admin.get('/admin/pushes')).html);
    const asked = await admin.get(`/admin/pushes/${ref}/expire`);
    expect(asked.html).toContain('Expire this push?');
    const done = await admin.post(`/admin/pushes/${ref}/expire`);
    expect(done.headers.get('location')).toBe('/admin/pushes?done=expired');
    expect((await admin.get('/admin/pushes?done=expired')).html).toContain(
      'The push was expired: its link no longer works.',
    );
    const found = await h.store.findPush(push.url_token);
    expect([found?.expired, found?.payload]).toEqual([true, null]);
    expect((await h.call('GET', `/p/${push.url_token}.json`)).body).toMatchObject({ expired: true });
    expect(told.map((e) => [e.event, e.push.urlToken])).toEqual([['expire', push.url_token]]);
    const recorded = await h.store.readActivity(0, 100);
    // Recorded once, by the push service, as every expiry is.
    const expiries = recorded.filter((e) => e.event === 'push.expired');
    expect(expiries).toHaveLength(1);
    expect(expiries[0]?.actor.name).toBe('alice@example.com');
    expect(expiries[0]?.details).toEqual({ by: 'admin' });
    expect(JSON.stringify(recorded)).not.toContain(push.url_token);
    // A second post finds it expired already and changes nothing more.
    expect((await admin.post(`/admin/pushes/${ref}/expire`)).headers.get('location')).toBe('/admin/pushes');
  });
});
