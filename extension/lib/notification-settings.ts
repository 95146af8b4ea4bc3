import type { StorageArea } from './settings-store.ts';

/** How the extension talks through system notifications; kept apart from the instances' settings. */
export interface NotificationSettings {
  /** Leave generated passphrases out of notifications: some desktops keep a notification history. */
  withoutPassphrase: boolean;
  /**
   * Instances whose pushes are watched, so a view brings a notification and a badge, each with the
   * time watching began: views before it are not news.
   */
  viewedFor: Record<string, number>;
  /**
   * Instances of ours that tell of events themselves (their feed) in place of the polling above,
   * each with the time it was switched on; it applies while viewed notifications are on too.
   * Absent in what older versions stored: none.
   */
  feedFor?: Record<string, number>;
}

export const NOTIFICATION_SETTINGS_KEY = 'notificationSettings';

export async function loadNotificationSettings(area: StorageArea): Promise<NotificationSettings> {
  const stored = (await area.get(NOTIFICATION_SETTINGS_KEY))[NOTIFICATION_SETTINGS_KEY] as
    | Partial<NotificationSettings>
    | undefined;
  return {
    withoutPassphrase: stored?.withoutPassphrase === true,
    viewedFor: timesOf(stored?.viewedFor),
    feedFor: timesOf(stored?.feedFor),
  };
}

function timesOf(stored: Record<string, unknown> | undefined): Record<string, number> {
  return Object.fromEntries(
    Object.entries(stored ?? {}).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

export async function saveNotificationSettings(
  area: StorageArea,
  settings: NotificationSettings,
): Promise<void> {
  await area.set({ [NOTIFICATION_SETTINGS_KEY]: settings });
}

/** Turns the viewed watch on or off for one instance; on, views from `now` on are news. */
export function withViewedFor(
  settings: NotificationSettings,
  instanceId: string,
  on: boolean,
  now: number,
): NotificationSettings {
  return { ...settings, viewedFor: withTime(settings.viewedFor, instanceId, on, now) };
}

/**
 * Turns the instance's feed on or off. Off, polling takes over from `now`: events the feed told of
 * before are not news again.
 */
export function withFeedFor(
  settings: NotificationSettings,
  instanceId: string,
  on: boolean,
  now: number,
): NotificationSettings {
  const watching = settings.viewedFor[instanceId] !== undefined;
  return {
    ...settings,
    feedFor: withTime(settings.feedFor ?? {}, instanceId, on, now),
    viewedFor: !on && watching ? { ...settings.viewedFor, [instanceId]: now } : settings.viewedFor,
  };
}

function withTime(times: Record<string, number>, id: string, on: boolean, now: number) {
  const others = Object.fromEntries(Object.entries(times).filter(([key]) => key !== id));
  return on ? { ...others, [id]: now } : others;
}
