import { useEffect, useState } from 'preact/hooks';
import { t } from '../lib/i18n.ts';
import { forgetInstance } from '../lib/local-history.ts';
import type { InstanceDraft, OptionsEnv } from '../lib/options-actions.ts';
import {
  defaultPushDefaults,
  type ExtensionSettings,
  instanceLabel,
  loadSettings,
  saveSettings,
  withoutInstance,
} from '../lib/settings-store.ts';
import { InstanceForm } from './InstanceForm.tsx';
import { ManagedBanner } from './ManagedBanner.tsx';
import { ManagedNote } from './ManagedNote.tsx';
import { NotificationSettings } from './NotificationSettings.tsx';

const NEW = 'new';

/** `fixTokenOf`: the instance whose token the popup sent the person here to fix. */
export function OptionsApp({ env, fixTokenOf = null }: { env: OptionsEnv; fixTokenOf?: string | null }) {
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
      const asked = s.instances.find((i) => i.id === fixTokenOf);
      setEditing(asked?.id ?? s.activeId ?? NEW);
    });
    // The organisation's configuration may change while the page is open: show what holds now.
    return env.onManagedChange?.(() => void loadSettings(env.storage).then(setSettings));
  }, [env, fixTokenOf]);

  if (!settings) return <p class="muted">{t('loading')}</p>;
  const current = settings.instances.find((i) => i.id === editing);
  const mayAdd = settings.managed?.allowOtherInstances !== false;
  const draft: InstanceDraft = current
    ? {
        id: current.id,
        name: current.name ?? '',
        url: current.baseUrl,
        token: current.token,
        defaults: current.defaults,
      }
    : { id: null, name: '', url: '', token: '', defaults: defaultPushDefaults() };

  const update = async (next: ExtensionSettings) => {
    await saveSettings(env.storage, next);
    setSettings(next);
  };
  // Already on the new instance's form (always so on first run): its address is where to start.
  const addInstance = () => {
    if (editing !== NEW) pick(NEW);
    else document.getElementById('instance-url')?.focus();
  };
  const remove = async (id: string) => {
    const next = withoutInstance(settings, id);
    await update(next);
    await forgetInstance(env.storage, id);
    pick(next.activeId ?? NEW);
  };

  return (
    <main class="page">
      <h1>{t('options_title')}</h1>
      {settings.managed ? <ManagedBanner managed={settings.managed} /> : null}
      <h2>{t('options_instances')}</h2>
      {settings.instances.length === 0 ? <p class="muted">{t('options_no_instance')}</p> : null}
      <ul class="plain">
        {settings.instances.map((i) => (
          <li key={i.id} class="row" data-testid="instance-item">
            <button
              type="button"
              class="instance-pick"
              onClick={() => pick(i.id)}
              aria-current={i.id === editing}
            >
              <span class="instance-label">
                {i.id === settings.activeId ? t('options_active_suffix', instanceLabel(i)) : instanceLabel(i)}
              </span>
              <span class="instance-address muted small">{i.baseUrl}</span>
              {i.managed ? <span class="managed-note small">🔒 {t('managed_set_by_org')}</span> : null}
            </button>
            {i.id !== settings.activeId ? (
              <button
                type="button"
                class="shrink"
                onClick={() => void update({ ...settings, activeId: i.id })}
              >
                {t('options_make_active')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {mayAdd ? (
        <div class="actions">
          <button type="button" onClick={addInstance}>
            {t('options_add')}
          </button>
        </div>
      ) : (
        <ManagedNote>{t('managed_no_add')}</ManagedNote>
      )}
      {current || mayAdd ? (
        <>
          <h2>{current ? t('options_edit', instanceLabel(current)) : t('options_new')}</h2>
          <InstanceForm
            key={formKey}
            initial={draft}
            env={env}
            onSaved={(s, id) => {
              setSettings(s);
              setEditing(id);
            }}
            onRemove={current && !current.managed ? () => remove(current.id) : null}
            fixToken={current !== undefined && current.id === fixTokenOf}
            managed={settings.managed}
            lock={current?.managed}
          />
        </>
      ) : null}
      <NotificationSettings
        storage={env.storage}
        instance={
          current
            ? {
                id: current.id,
                host: new URL(current.baseUrl).host,
                hasToken: current.token !== '',
                offersFeed: current.features?.notificationFeed === true,
              }
            : null
        }
        now={() => Date.now()}
      />
    </main>
  );
}
