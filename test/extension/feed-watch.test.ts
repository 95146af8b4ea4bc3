import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pollViews } from '../../extension/lib/view-watch.ts';
import { badgeCount, loadWatchState, saveWatchState } from '../../extension/lib/view-watch-state.ts';
import type { NotifyEvent } from '../../server/store/records.ts';
import { feedSetup } from './feed-fixtures.ts';

const badge = () => badgeCount(fakeBrowser.storage.local);

describe('viewed notifications from the server’s feed', () => {
  beforeEach(() => fakeBrowser.reset());

  it('tells of views with one request a poll, reading neither the list nor any audit log', async () => {
    const f = await feedSetup();
    f.later(60_000);
    await f.event('view', { token: 'tokA', name: 'db password' });
    await f.event('view', { token: 'tokA', name: 'db password' });
    expect(await pollViews(f.env)).toEqual({ watching: 1, requests: 1 });
    expect(await f.notes()).toEqual([
      expect.objectContaining({
        title: 'Your secret was viewed',
        message: '2 new views of “db password” on push.test.',
      }),
    ]);
    expect(await badge()).toBe(2);
    expect(f.requests).toEqual(['GET /api/v2/notifications']);
  });

  it('keeps its cursor across polls, so each event is told once', async () => {
    const f = await feedSetup();
    f.later(1_000);
    await f.event('view', { token: 'tokA', name: 'wifi' });
    await pollViews(f.env);
    const { feeds } = await loadWatchState(fakeBrowser.storage.local);
    const cursor = feeds?.i1?.cursor ?? '';
    expect(cursor).not.toBe('');

    f.later(60_000);
    expect(await pollViews(f.env)).toEqual({ watching: 1, requests: 1 });
    f.later(1_000);
    await f.event('view', { token: 'tokA', name: 'wifi' });
    await pollViews(f.env);
    expect(await f.messages()).toEqual([
      '1 new view of “wifi” on push.test.',
      '1 new view of “wifi” on push.test.',
    ]);
    expect(f.urls).toEqual([
      '/api/v2/notifications',
      `/api/v2/notifications?after=${encodeURIComponent(cursor)}`,
      `/api/v2/notifications?after=${encodeURIComponent(cursor)}`,
    ]);
    expect(await badge()).toBe(2);
  });

  it('does not tell of what happened before the switch was turned on', async () => {
    const f = await feedSetup({ switchedOn: false });
    await f.event('view', { token: 'tokOld', name: 'old' });
    f.later(1_000);
    await f.feedSwitch(true);
    f.later(1_000);
    await f.event('view', { token: 'tokNew', name: 'new' });
    await pollViews(f.env);
    expect(await f.messages()).toEqual(['1 new view of “new” on push.test.']);
  });

  it('reads a feed longer than a page to its end, telling only the events since the switch', async () => {
    const f = await feedSetup({ switchedOn: false });
    for (let i = 0; i < 130; i++) await f.event('view', { token: 'tokOld', name: 'old' }, f.h.clock.now - 1);
    await f.feedSwitch(true);
    for (let i = 0; i < 120; i++) await f.event('view', { token: 'tokNew', name: 'busy' });
    expect(await pollViews(f.env)).toEqual({ watching: 1, requests: 3 });
    expect(await f.messages()).toEqual(['120 new views of “busy” on push.test.']);
    expect(await badge()).toBe(120);
    const { feeds } = await loadWatchState(fakeBrowser.storage.local);
    expect(feeds?.i1?.newsFrom).toBe(0);
  });

  it('tells of wrong passphrases, of expiry, and of an answered request; an expiry by the last view is told as the view', async () => {
    const f = await feedSetup();
    f.later(1_000);
    const events: [NotifyEvent, { token: string; name: string; kind?: string }][] = [
      ['failed_passphrase', { token: 'tokA', name: 'vpn' }],
      ['failed_passphrase', { token: 'tokA', name: 'vpn' }],
      ['expire', { token: 'tokB', name: 'unread' }],
      ['view', { token: 'tokC', name: 'last' }],
      ['expire', { token: 'tokC', name: 'last' }],
      ['request_answered', { token: 'tokD', name: '', kind: 'request' }],
    ];
    for (const [event, push] of events) {
      f.later(1);
      await f.event(event, push);
    }
    await pollViews(f.env);
    expect(await f.notes()).toEqual([
      expect.objectContaining({
        title: 'Wrong passphrase',
        message: '2 wrong passphrases were tried for “vpn” on push.test.',
      }),
      expect.objectContaining({
        title: 'Your push expired',
        message: '“unread” on push.test has expired. Its link no longer works.',
      }),
      expect.objectContaining({ message: '1 new view of “last” on push.test.' }),
      expect.objectContaining({
        title: 'Your request was answered',
        // Unnamed: named by its kind, never by a piece of its token.
        message: '“Request” on push.test has an answer. Open Secret Push to read it.',
      }),
    ]);
    expect(await badge()).toBe(2);
  });

  it('starts over from now when the server refuses the kept cursor, instead of retelling the week', async () => {
    const f = await feedSetup();
    f.later(1_000);
    await f.event('view', { token: 'tokA', name: 'before' });
    const state = await loadWatchState(fakeBrowser.storage.local);
    const startedFor = f.h.clock.now - 1_000;
    await saveWatchState(fakeBrowser.storage.local, {
      ...state,
      feeds: { i1: { startedFor, cursor: 'not a cursor', newsFrom: 0 } },
    });
    f.later(1_000);
    expect(await pollViews(f.env)).toEqual({ watching: 1, requests: 1 });
    f.later(1_000);
    await f.event('view', { token: 'tokA', name: 'after' });
    await pollViews(f.env);
    expect(await f.messages()).toEqual(['1 new view of “after” on push.test.']);
    expect(f.urls[0]).toBe('/api/v2/notifications?after=not%20a%20cursor');
  });

  it('goes back to polling when switched off, without retelling what the feed told', async () => {
    const f = await feedSetup();
    const token = await f.push({ name: 'db' });
    f.later(1_000);
    await f.view(token);
    await f.event('view', { token, name: 'db' });
    await pollViews(f.env);
    f.later(1_000);
    await f.feedSwitch(false);
    f.later(60_000);
    // The push is new to polling, so its audit log is read once: the view in it was told already.
    expect(await pollViews(f.env)).toEqual({ watching: 1, requests: 2 });
    expect(await f.messages()).toEqual(['1 new view of “db” on push.test.']);
    f.later(1_000);
    await f.view(token);
    await pollViews(f.env);
    expect(await f.messages()).toEqual([
      '1 new view of “db” on push.test.',
      '1 new view of “db” on push.test.',
    ]);
    expect(f.requests.slice(1)).toEqual([
      'GET /api/v2/pushes/active',
      `GET /api/v2/pushes/${token}/audit`,
      'GET /api/v2/pushes/active',
      `GET /api/v2/pushes/${token}/audit`,
    ]);
  });

  it('keeps watching while the feed is on, even with no push active: it tells of pushes made anywhere', async () => {
    const f = await feedSetup();
    expect(await pollViews(f.env)).toEqual({ watching: 1, requests: 1 });
  });

  it('polls an instance that offers no feed (Password Pusher) exactly as before, whatever switch is stored', async () => {
    const f = await feedSetup({ offered: false });
    const token = await f.push({ name: 'db' });
    f.later(1_000);
    await f.view(token);
    expect(await pollViews(f.env)).toEqual({ watching: 1, requests: 2 });
    expect(f.requests).toEqual(['GET /api/v2/pushes/active', `GET /api/v2/pushes/${token}/audit`]);
    expect(await f.messages()).toEqual(['1 new view of “db” on push.test.']);
  });
});
