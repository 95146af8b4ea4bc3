import { useEffect, useState } from 'preact/hooks';
import { forgetInstance } from '../lib/local-history.ts';
import type { InstanceDraft, OptionsEnv } from '../lib/options-actions.ts';
import {
  defaultPushDefaults,
  type ExtensionSettings,
  loadSettings,
  saveSettings,
  withoutInstance,
} from '../lib/settings-store.ts';
import { InstanceForm } from './InstanceForm.tsx';
import { NotificationSettings } from './NotificationSettings.tsx';

const NEW = 'new';

export function OptionsApp({ env }: { env: OptionsEnv }) {
  const [settings, setSettings] = useState<ExtensionSettings | null>(null);
  const [editing, setEditing] = useState<string>(NEW);
  // Changes only when the person picks another instance, so saving a new one keeps its report on screen.
  const [formKey, setFormKey] = useState(0);
  const pick = (id: string) => {
    setEditing(id);
    setFormKey((k) => k + 1);
  };

  useEffect(() => {
    void loadSettings(env.storage).then((s) => {
      setSettings(s);
      setEditing(s.activeId ?? NEW);
    });
  }, [env]);

  if (!settings) return <p class="muted">Loading settings…</p>;
  const current = settings.instances.find((i) => i.id === editing);
  const draft: InstanceDraft = current
    ? { id: current.id, url: current.baseUrl, token: current.token, defaults: current.defaults }
    : { id: null, url: '', token: '', defaults: defaultPushDefaults() };

  const update = async (next: ExtensionSettings) => {
    await saveSettings(env.storage, next);
    setSettings(next);
  };
  const remove = async (id: string) => {
    const next = withoutInstance(settings, id);
    await update(next);
    await forgetInstance(env.storage, id);
    pick(next.activeId ?? NEW);
  };

  return (
    <main class="page">
      <h1>Secret Push options</h1>
      <h2>Instances</h2>
      {settings.instances.length === 0 ? (
        <p class="muted">No instance yet. Add the Password Pusher or Secret Push server you push to.</p>
      ) : null}
      <ul class="plain">
        {settings.instances.map((i) => (
          <li key={i.id} class="row">
            <button type="button" onClick={() => pick(i.id)} aria-current={i.id === editing}>
              {new URL(i.baseUrl).host}
              {i.id === settings.activeId ? ' (active)' : ''}
            </button>
            {i.id !== settings.activeId ? (
              <button
                type="button"
                class="shrink"
                onClick={() => void update({ ...settings, activeId: i.id })}
              >
                Make active
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <div class="actions">
        <button type="button" onClick={() => pick(NEW)} disabled={editing === NEW}>
          Add an instance
        </button>
      </div>
      <h2>{current ? `Edit ${new URL(current.baseUrl).host}` : 'New instance'}</h2>
      <InstanceForm
        key={formKey}
        initial={draft}
        env={env}
        onSaved={(s, id) => {
          setSettings(s);
          setEditing(id);
        }}
        onRemove={current ? () => void remove(current.id) : null}
      />
      <NotificationSettings
        storage={env.storage}
        instance={
          current
            ? { id: current.id, host: new URL(current.baseUrl).host, hasToken: current.token !== '' }
            : null
        }
        now={() => Date.now()}
      />
    </main>
  );
}
