import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../lib/i18n.ts';
import { offersRequests } from '../lib/instance-features.ts';
import { policyStale, refreshPolicy } from '../lib/policy-refresh.ts';
import type { PopupEnv } from '../lib/popup-env.ts';
import {
  activeInstance,
  type ExtensionSettings,
  instanceLabel,
  loadSettings,
  saveSettings,
} from '../lib/settings-store.ts';
import { CreatePanel } from './CreatePanel.tsx';
import { TokenFix, tokenFixer } from './ErrorNote.tsx';
import { LocalList } from './LocalList.tsx';
import { PushList } from './PushList.tsx';
import { RequestsPanel } from './RequestsPanel.tsx';
import { Tabs } from './Tabs.tsx';

type Tab = 'create' | 'active' | 'expired' | 'local' | 'requests';

export function PopupApp({ env }: { env: PopupEnv }) {
  const [settings, setSettings] = useState<ExtensionSettings | null>(null);
  const [tab, setTab] = useState<Tab>('create');
  useEffect(() => {
    const load = () => void loadSettings(env.storage).then(setSettings);
    load();
    // The organisation's configuration may change while the popup is open.
    return env.onManagedChange?.(load);
  }, [env]);
  // The held copy of the instance's policy shows at once; one older than POLICY_STALE_MS is read again behind it.
  const policyChecked = useRef(new Set<string>());
  useEffect(() => {
    const shown = settings === null ? null : activeInstance(settings);
    if (shown === null || policyChecked.current.has(shown.id)) return;
    policyChecked.current.add(shown.id);
    if (!policyStale(shown, env.now())) return;
    void refreshPolicy(env, shown).then((read) => read && setSettings(read.settings));
  }, [env, settings]);

  if (!settings) return <p class="muted">{t('loading')}</p>;
  const instance = activeInstance(settings);
  if (!instance) {
    return (
      <main>
        <h1>{t('extName')}</h1>
        <p>{t('popup_no_instance')}</p>
        <button class="primary" type="button" onClick={env.openOptions}>
          {t('popup_open_options')}
        </button>
      </main>
    );
  }
  const tabs: [Tab, string][] = instance.token
    ? [
        ['create', t('tab_create')],
        ['active', t('tab_active')],
        ['expired', t('tab_expired')],
        ...(offersRequests(instance) ? [['requests', t('tab_requests')] as [Tab, string]] : []),
      ]
    : [
        ['create', t('tab_create')],
        ['local', t('tab_local')],
      ];
  const current = tabs.some(([t]) => t === tab) ? tab : 'create';
  const switchTo = async (id: string) => {
    const next = { ...settings, activeId: id };
    await saveSettings(env.storage, next);
    setSettings(next);
  };

  return (
    <TokenFix.Provider value={tokenFixer(env, instance)}>
      <main>
        <div class="row">
          <h1 class="shrink">{t('extName')}</h1>
          <select
            aria-label={t('popup_instance')}
            value={instance.id}
            onChange={(e) => void switchTo(e.currentTarget.value)}
          >
            {settings.instances.map((i) => (
              <option key={i.id} value={i.id}>
                {instanceLabel(i)}
              </option>
            ))}
          </select>
          <button type="button" onClick={env.openOptions} aria-label={t('popup_options')}>
            ⚙
          </button>
        </div>
        <Tabs tabs={tabs} current={current} onSelect={(t) => setTab(t as Tab)} />
        <div role="tabpanel" key={`${instance.id}-${current}`}>
          {current === 'create' ? (
            <CreatePanel
              instance={instance}
              env={env}
              onSettings={setSettings}
              sealing={settings.managed?.sealed ?? null}
            />
          ) : null}
          {current === 'active' || current === 'expired' ? (
            <PushList which={current} instance={instance} env={env} />
          ) : null}
          {current === 'local' ? <LocalList instance={instance} env={env} /> : null}
          {current === 'requests' ? <RequestsPanel instance={instance} env={env} /> : null}
        </div>
      </main>
    </TokenFix.Provider>
  );
}
