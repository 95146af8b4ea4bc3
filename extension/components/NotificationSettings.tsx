import { useEffect, useState } from 'preact/hooks';
import { t } from '../lib/i18n.ts';
import {
  loadNotificationSettings,
  type NotificationSettings as Settings,
  saveNotificationSettings,
  withViewedFor,
} from '../lib/notification-settings.ts';
import type { StorageArea } from '../lib/settings-store.ts';
import { Check } from './Check.tsx';

/** The saved instance being edited, as far as its viewed notifications care. */
export interface WatchedInstance {
  id: string;
  host: string;
  hasToken: boolean;
}

interface Props {
  storage: StorageArea;
  instance: WatchedInstance | null;
  now: () => number;
}

/** The notification settings; each change is saved at once, apart from the instance form. */
export function NotificationSettings({ storage, instance, now }: Props) {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    void loadNotificationSettings(storage).then(setSettings);
  }, [storage]);
  if (!settings) return null;
  const change = async (next: Settings) => {
    await saveNotificationSettings(storage, next);
    setSettings(next);
  };
  return (
    <section aria-label={t('notificationsHeading')}>
      <h2>{t('notificationsHeading')}</h2>
      {instance ? (
        <>
          <label class="inline">
            <input
              type="checkbox"
              checked={instance.hasToken && settings.viewedFor[instance.id] !== undefined}
              disabled={!instance.hasToken}
              onChange={(e) =>
                void change(withViewedFor(settings, instance.id, e.currentTarget.checked, now()))
              }
            />
            {t('viewedNotificationsFor', instance.host)}
          </label>
          <p class="muted small">
            {instance.hasToken ? t('viewedNotificationsHelp') : t('viewedNeedsToken')}
          </p>
        </>
      ) : null}
      <Check
        checked={settings.withoutPassphrase}
        onChange={(on) => void change({ ...settings, withoutPassphrase: on })}
      >
        {t('notificationsWithoutPassphrase')}
      </Check>
      <p class="muted small">{t('notificationsWithoutPassphraseHelp')}</p>
    </section>
  );
}
