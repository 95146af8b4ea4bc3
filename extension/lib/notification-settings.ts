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
}

export const NOTIFICATION_SETTINGS_KEY = 'notificationSettings';

export async function loadNotificationSettings(area: StorageArea): Promise<NotificationSettings> {
  const stored = (await area.get(NOTIFICATION_SETTINGS_KEY))[NOTIFICATION_SETTINGS_KEY] as
    | Partial<NotificationSettings>
    | undefined;
  return {
    withoutPassphrase: stored?.withoutPassphrase === true,
    viewedFor: Object.fromEntries(
      Object.entries(stored?.viewedFor ?? {}).filter(([, since]) => typeof since === 'number'),
    ),
  };
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
  const others = Object.fromEntries(Object.entries(settings.viewedFor).filter(([id]) => id !== instanceId));
  return { ...settings, viewedFor: on ? { ...others, [instanceId]: now } : others };
}
