import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pollViews } from '../../extension/lib/view-watch.ts';
import { badgeCount } from '../../extension/lib/view-watch-state.ts';
import { watchSetup } from './view-fixtures.ts';

describe('viewed notifications: one poll', () => {
  beforeEach(() => fakeBrowser.reset());

  it('tells of a view of a watched push once, with its name and host, and counts it on the badge', async () => {
    const w = await watchSetup();
    const token = await w.push({ name: 'db password' });
    expect(await pollViews(w.env)).toEqual({ watching: 1, requests: 1 });
    w.later(60_000);
    await w.view(token);
    await w.view(token);
    expect(await pollViews(w.env)).toEqual({ watching: 1, requests: 2 });
    expect(await w.notes()).toEqual([
      expect.objectContaining({
        title: 'Your secret was viewed',
        message: '2 new views of “db password” on push.test.',
      }),
    ]);
    expect(await badgeCount(fakeBrowser.storage.local)).toBe(2);
    w.later(60_000);
    expect(await pollViews(w.env)).toEqual({ watching: 1, requests: 1 });
    expect(await w.notes()).toHaveLength(1);
  });

  it('names an unnamed push as its popup row does, never by a piece of its token', async () => {
    const w = await watchSetup();
    const token = await w.push({ kind: 'url', payload: 'https://wiki.example.org/reset?t=1' });
    await pollViews(w.env);
    w.later(60_000);
    await w.view(token);
    await pollViews(w.env);
    expect((await w.notes()).map((n) => n.message)).toEqual([
      '1 new view of “wiki.example.org” on push.test.',
    ]);
  });

  it('never counts a view while polling: it asks only for the list and audit logs', async () => {
    const w = await watchSetup();
    const token = await w.push({ expire_after_views: 3 });
    w.later(1_000);
    await w.view(token);
    for (let i = 0; i < 3; i++) {
      await pollViews(w.env);
      w.later(60_000);
    }
    expect(await w.viewsLeft(token)).toBe(2);
    expect(new Set(w.requests)).toEqual(
      new Set(['GET /api/v2/pushes/active', `GET /api/v2/pushes/${token}/audit`]),
    );
  });

  it('tells of the last view of a push that it used up, after the push left the active list', async () => {
    const w = await watchSetup();
    const token = await w.push({ expire_after_views: 1, name: 'wifi' });
    await pollViews(w.env);
    w.later(1_000);
    await w.view(token);
    expect(await pollViews(w.env)).toEqual({ watching: 0, requests: 2 });
    expect((await w.notes()).map((n) => n.message)).toEqual(['1 new view of “wifi” on push.test.']);
  });

  it('does not tell of views from before watching began, nor of the owner reading her own push', async () => {
    const w = await watchSetup({ watch: false });
    const token = await w.push();
    w.later(1_000);
    await w.view(token);
    w.later(1_000);
    const { saveNotificationSettings } = await import('../../extension/lib/notification-settings.ts');
    await saveNotificationSettings(fakeBrowser.storage.local, {
      withoutPassphrase: false,
      viewedFor: { i1: w.h.clock.now },
    });
    w.later(1_000);
    await w.h.call('GET', `/api/v2/pushes/${token}`, { token: w.h.alice });
    await pollViews(w.env);
    expect(await w.notes()).toEqual([]);
    expect(await badgeCount(fakeBrowser.storage.local)).toBe(0);
  });

  it('keeps the passphrase of a viewed push out of its notification', async () => {
    const w = await watchSetup();
    const token = await w.push({ passphrase: 'correct-horse' });
    w.later(1_000);
    await w.view(token, 'correct-horse');
    await pollViews(w.env);
    const notes = await w.notes();
    expect(notes).toHaveLength(1);
    expect(JSON.stringify(notes)).not.toContain('correct-horse');
  });

  it('sends nothing for an instance that is not watched, or that has no token', async () => {
    for (const options of [{ watch: false }, { token: false }]) {
      fakeBrowser.reset();
      const w = await watchSetup(options);
      await w.push();
      expect(await pollViews(w.env)).toEqual({ watching: 0, requests: 0 });
      expect(w.requests).toEqual([]);
    }
  });

  it('has nothing to watch when no push is active, so the watch can stop', async () => {
    const w = await watchSetup();
    expect(await pollViews(w.env)).toEqual({ watching: 0, requests: 1 });
  });
});
