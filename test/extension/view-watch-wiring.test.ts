import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveNotificationSettings } from '../../extension/lib/notification-settings.ts';
import { addToBadge, clearBadge } from '../../extension/lib/view-watch-state.ts';
import {
  WATCH_ALARM,
  type WatchBrowser,
  watchTick,
  wireViewWatch,
} from '../../extension/lib/view-watch-wiring.ts';
import { watchSetup } from './view-fixtures.ts';

const browser = (): WatchBrowser => ({
  alarms: fakeBrowser.alarms,
  storage: fakeBrowser.storage,
  setBadge: (text) => fakeBrowser.action.setBadgeText({ text }),
});
const alarm = () => fakeBrowser.alarms.get(WATCH_ALARM);
const badge = () => fakeBrowser.action.getBadgeText({});
const area = () => fakeBrowser.storage.local;

describe('viewed notifications: the alarm and the badge', () => {
  beforeEach(() => fakeBrowser.reset());

  it('polls once a minute while viewed notifications are on for an instance with a token', async () => {
    const w = await watchSetup();
    wireViewWatch(browser(), w.env);
    await vi.waitFor(async () => expect(await alarm()).toMatchObject({ periodInMinutes: 1 }));
    await saveNotificationSettings(area(), { withoutPassphrase: false, viewedFor: {} });
    await vi.waitFor(async () => expect(await alarm()).toBeUndefined());
  });

  it('does not poll for an instance without a token: nobody can read an anonymous push’s audit log', async () => {
    const w = await watchSetup({ token: false });
    wireViewWatch(browser(), w.env);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await alarm()).toBeUndefined();
  });

  it('stops when nothing is active, and starts again when this browser pushes', async () => {
    const w = await watchSetup();
    wireViewWatch(browser(), w.env);
    await vi.waitFor(async () => expect(await alarm()).toBeDefined());
    await fakeBrowser.alarms.onAlarm.trigger({ name: WATCH_ALARM, scheduledTime: 0 });
    await vi.waitFor(async () => expect(await alarm()).toBeUndefined());
    expect(w.requests).toEqual(['GET /api/v2/pushes/active']);

    await area().set({ lastPushAt: w.h.clock.now });
    await vi.waitFor(async () => expect(await alarm()).toBeDefined());
  });

  it('keeps polling while a watched push is active', async () => {
    const w = await watchSetup();
    await w.push();
    wireViewWatch(browser(), w.env);
    await fakeBrowser.alarms.onAlarm.trigger({ name: WATCH_ALARM, scheduledTime: 0 });
    await vi.waitFor(() => expect(w.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await alarm()).toBeDefined();
  });

  it('shows the number of views not yet seen on the badge, and clears it when the popup opens', async () => {
    const w = await watchSetup();
    wireViewWatch(browser(), w.env);
    await addToBadge(area(), 2);
    await addToBadge(area(), 1);
    await vi.waitFor(async () => expect(await badge()).toBe('3'));
    await clearBadge(area());
    await vi.waitFor(async () => expect(await badge()).toBe(''));
    await addToBadge(area(), 120);
    await vi.waitFor(async () => expect(await badge()).toBe('99+'));
  });

  it('joins an alarm that fires while a slow poll still runs, instead of polling twice', async () => {
    const w = await watchSetup();
    const token = await w.push({ name: 'slow' });
    await watchTick(browser(), w.env);
    w.later(1_000);
    await w.view(token);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = {
      ...w.env,
      fetch: async (url: string, init: RequestInit) => gate.then(() => w.env.fetch(url, init)),
    };
    const first = watchTick(browser(), slow);
    const second = watchTick(browser(), slow);
    release();
    await Promise.all([first, second]);
    expect(w.requests.filter((r) => r.endsWith('/active'))).toHaveLength(2);
    expect((await w.notes()).map((n) => n.message)).toEqual(['1 new view of “slow” on push.test.']);
  });
});
