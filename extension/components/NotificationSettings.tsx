import { useEffect, useState } from 'preact/hooks';
import { t } from '../lib/i18n.ts';
import {
  loadNotificationSettings,
  type NotificationSettings as Settings,
  saveNotificationSettings,
} from '../lib/notification-settings.ts';
import type { StorageArea } from '../lib/settings-store.ts';
import { Check } from './Check.tsx';

/** The notification settings; each change is saved at once, apart from the instance form. */
export function NotificationSettings({ storage }: { storage: StorageArea }) {
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
