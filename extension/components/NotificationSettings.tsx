import { useEffect, useState } from 'preact/hooks';
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
    <section aria-label="Notifications">
      <h2>Notifications</h2>
      <Check
        checked={settings.withoutPassphrase}
        onChange={(on) => void change({ ...settings, withoutPassphrase: on })}
      >
        Notifications without the passphrase
      </Check>
      <p class="muted small">
        Some desktops keep old notifications. A generated passphrase stays in the Secret Push popup until its
        push expires.
      </p>
    </section>
  );
}
