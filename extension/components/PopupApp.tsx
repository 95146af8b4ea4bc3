import { useEffect, useState } from 'preact/hooks';
import type { PopupEnv } from '../lib/popup-env.ts';
import { activeInstance, type ExtensionSettings, loadSettings, saveSettings } from '../lib/settings-store.ts';
import { CreatePanel } from './CreatePanel.tsx';
import { LocalList } from './LocalList.tsx';
import { PushList } from './PushList.tsx';
import { Tabs } from './Tabs.tsx';

type Tab = 'create' | 'active' | 'expired' | 'local';

export function PopupApp({ env }: { env: PopupEnv }) {
  const [settings, setSettings] = useState<ExtensionSettings | null>(null);
  const [tab, setTab] = useState<Tab>('create');
  useEffect(() => {
    void loadSettings(env.storage).then(setSettings);
  }, [env]);

  if (!settings) return <p class="muted">Loading…</p>;
  const instance = activeInstance(settings);
  if (!instance) {
    return (
      <main>
        <h1>Secret Push</h1>
        <p>
          Choose the instance to push to first: pwpush.com, your own Password Pusher, or a Secret Push server.
        </p>
        <button class="primary" type="button" onClick={env.openOptions}>
          Open options
        </button>
      </main>
    );
  }
  const tabs: [Tab, string][] = instance.token
    ? [
        ['create', 'New push'],
        ['active', 'Active'],
        ['expired', 'Expired'],
      ]
    : [
        ['create', 'New push'],
        ['local', 'This browser'],
      ];
  const current = tabs.some(([t]) => t === tab) ? tab : 'create';
  const switchTo = async (id: string) => {
    const next = { ...settings, activeId: id };
    await saveSettings(env.storage, next);
    setSettings(next);
  };

  return (
    <main>
      <div class="row">
        <h1 class="shrink">Secret Push</h1>
        <select
          aria-label="Instance"
          value={instance.id}
          onChange={(e) => void switchTo(e.currentTarget.value)}
        >
          {settings.instances.map((i) => (
            <option key={i.id} value={i.id}>
              {new URL(i.baseUrl).host}
            </option>
          ))}
        </select>
        <button type="button" onClick={env.openOptions} aria-label="Options">
          ⚙
        </button>
      </div>
      <Tabs tabs={tabs} current={current} onSelect={(t) => setTab(t as Tab)} />
      <div role="tabpanel" key={`${instance.id}-${current}`}>
        {current === 'create' ? <CreatePanel instance={instance} env={env} /> : null}
        {current === 'active' || current === 'expired' ? (
          <PushList which={current} instance={instance} env={env} />
        ) : null}
        {current === 'local' ? <LocalList instance={instance} env={env} /> : null}
      </div>
    </main>
  );
}
