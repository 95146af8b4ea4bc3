import type { StorageArea } from './settings-store.ts';

/** How the extension talks through system notifications; kept apart from the instances' settings. */
export interface NotificationSettings {
  /** Leave generated passphrases out of notifications: some desktops keep a notification history. */
  withoutPassphrase: boolean;
  /** Instances whose pushes are watched, so a view brings a notification and a badge. */
  viewedFor: string[];
}

export const NOTIFICATION_SETTINGS_KEY = 'notificationSettings';

export async function loadNotificationSettings(area: StorageArea): Promise<NotificationSettings> {
  const stored = (await area.get(NOTIFICATION_SETTINGS_KEY))[NOTIFICATION_SETTINGS_KEY] as
    | Partial<NotificationSettings>
    | undefined;
  return {
    withoutPassphrase: stored?.withoutPassphrase === true,
    viewedFor: Array.isArray(stored?.viewedFor)
      ? stored.viewedFor.filter((id): id is string => typeof id === 'string')
      : [],
  };
}

export async function saveNotificationSettings(
  area: StorageArea,
  settings: NotificationSettings,
): Promise<void> {
  await area.set({ [NOTIFICATION_SETTINGS_KEY]: settings });
}

export function withViewedFor(
  settings: NotificationSettings,
  instanceId: string,
  on: boolean,
): NotificationSettings {
  const others = settings.viewedFor.filter((id) => id !== instanceId);
  return { ...settings, viewedFor: on ? [...others, instanceId] : others };
}
