import { useEffect, useState } from 'preact/hooks';
import { t } from '../lib/i18n.ts';
import {
  loadNotificationSettings,
  type NotificationSettings as Settings,
  saveNotificationSettings,
  withFeedFor,
  withViewedFor,
} from '../lib/notification-settings.ts';
import type { StorageArea } from '../lib/settings-store.ts';
import { Check } from './Check.tsx';

/** The saved instance being edited, as far as its viewed notifications care. */
export interface WatchedInstance {
  id: string;
  host: string;
  hasToken: boolean;
  /** An instance of ours that tells of its events itself (its version said so); absent: no. */
  offersFeed?: boolean;
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
  const watched = instance?.hasToken === true && settings.viewedFor[instance.id] !== undefined;
  return (
    <section aria-label={t('notificationsHeading')}>
      <h2>{t('notificationsHeading')}</h2>
      {instance ? (
        <>
          <label class="inline">
            <input
              type="checkbox"
              checked={watched}
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
          {instance.offersFeed ? (
            <FeedSwitch
              host={instance.host}
              on={watched && settings.feedFor?.[instance.id] !== undefined}
              enabled={watched}
              onChange={(on) => void change(withFeedFor(settings, instance.id, on, now()))}
            />
          ) : null}
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

/** On an instance of ours: let it tell of events itself, in place of polling each push. */
function FeedSwitch(props: { host: string; on: boolean; enabled: boolean; onChange: (on: boolean) => void }) {
  return (
    <div class="nested" data-testid="feed-switch">
      <label class="inline">
        <input
          type="checkbox"
          role="switch"
          checked={props.on}
          aria-checked={props.on}
          disabled={!props.enabled}
          aria-describedby="feed-why"
          onChange={(e) => props.onChange(e.currentTarget.checked)}
        />
        <span>{t('feedSwitch', props.host)}</span>
      </label>
      <p id="feed-why" class="muted small">
        {t('feedSwitchHelp', props.host)}
      </p>
    </div>
  );
}
