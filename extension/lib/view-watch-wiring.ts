import { loadNotificationSettings, NOTIFICATION_SETTINGS_KEY } from './notification-settings.ts';
import { LAST_PUSH_KEY } from './push-actions.ts';
import { loadSettings, SETTINGS_KEY, type StorageArea } from './settings-store.ts';
import { pollViews, type WatchEnv } from './view-watch.ts';
import { BADGE_KEY, badgeCount, badgeText } from './view-watch-state.ts';

export const WATCH_ALARM = 'watch-views';
/** Chrome runs an alarm at most every 30 seconds; once a minute is enough to hear of a view. */
const PERIOD_MINUTES = 1;

/** The slices of the browser the watch drives; the fake browser has them all but the badge. */
export interface WatchBrowser {
  alarms: {
    create(name: string, info: { periodInMinutes: number; delayInMinutes?: number }): unknown;
    get(name: string): Promise<unknown>;
    clear(name: string): Promise<boolean>;
    onAlarm: { addListener(listener: (alarm: { name: string }) => void): void };
  };
  storage: {
    onChanged: { addListener(listener: (changes: Record<string, unknown>, area: string) => void): void };
  };
  setBadge: (text: string) => Promise<void>;
}

/** True when some instance with a token has viewed notifications on. */
export async function wantsWatching(storage: StorageArea): Promise<boolean> {
  const { viewedFor } = await loadNotificationSettings(storage);
  const { instances } = await loadSettings(storage);
  return instances.some((i) => i.token !== '' && viewedFor[i.id] !== undefined);
}

/** Starts the alarm when it is wanted and not running; a running one keeps its schedule. */
export async function ensureWatching(browser: WatchBrowser, storage: StorageArea): Promise<void> {
  if (!(await wantsWatching(storage))) {
    await browser.alarms.clear(WATCH_ALARM);
    return;
  }
  if (!(await browser.alarms.get(WATCH_ALARM))) {
    browser.alarms.create(WATCH_ALARM, { periodInMinutes: PERIOD_MINUTES, delayInMinutes: PERIOD_MINUTES });
  }
}

let inFlight: Promise<void> | null = null;

/**
 * One alarm: a poll, and the alarm stops once no watched push is active (a new push starts it again).
 * An alarm that fires while a slow poll still runs joins it: two polls would share one budget and
 * could tell of a view twice.
 */
export function watchTick(browser: WatchBrowser, env: WatchEnv): Promise<void> {
  inFlight ??= (async () => {
    const { watching } = await pollViews(env);
    if (watching === 0) await browser.alarms.clear(WATCH_ALARM);
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

export async function showBadge(browser: WatchBrowser, storage: StorageArea): Promise<void> {
  await browser.setBadge(badgeText(await badgeCount(storage)));
}

export function wireViewWatch(browser: WatchBrowser, env: WatchEnv): void {
  void ensureWatching(browser, env.storage);
  void showBadge(browser, env.storage);
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === WATCH_ALARM) void watchTick(browser, env);
  });
  browser.storage.onChanged.addListener((changes, area) => {
    if (area !== 'local') return;
    if (BADGE_KEY in changes) void showBadge(browser, env.storage);
    if (SETTINGS_KEY in changes || NOTIFICATION_SETTINGS_KEY in changes || LAST_PUSH_KEY in changes) {
      void ensureWatching(browser, env.storage);
    }
  });
}
