import { useEffect, useMemo, useState } from 'preact/hooks';
import { t } from '../lib/i18n.ts';
import { keptPassphrasesByToken } from '../lib/kept-passphrases.ts';
import { type LocalPush, localPushes } from '../lib/local-history.ts';
import type { PopupEnv } from '../lib/popup-env.ts';
import { clientFor } from '../lib/push-actions.ts';
import { rowActions } from '../lib/row-actions.ts';
import { rowFromLocal } from '../lib/row-model.ts';
import type { Instance } from '../lib/settings-store.ts';
import { PushRow } from './PushRow.tsx';

type Loaded = { pushes: LocalPush[]; passphrases: Record<string, string> };

/** Without a token the instance cannot list pushes: these are the ones made from this browser. */
export function LocalList({ instance, env }: { instance: Instance; env: PopupEnv }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reload, setReload] = useState(0);
  const host = new URL(instance.baseUrl).host;
  const actions = useMemo(
    () =>
      rowActions(clientFor(instance, env.fetch), { instance: host, hasToken: false }, env.storage, env.copy),
    [instance, host, env],
  );
  useEffect(() => {
    void (async () => {
      const pushes = await localPushes(env.storage, instance.id);
      setLoaded({ pushes, passphrases: await keptPassphrasesByToken(env.storage, env.now()) });
    })();
  }, [env, instance.id, reload]);

  if (!loaded)
    return (
      <p class="muted" role="status">
        {t('loading')}
      </p>
    );
  const now = env.now();
  return (
    <section aria-label={t('tab_local')}>
      <p class="muted small">{t('local_explained')}</p>
      {loaded.pushes.length === 0 ? <p class="muted">{t('local_empty')}</p> : null}
      <ul class="plain">
        {loaded.pushes.map((push) => {
          const passphrase = loaded.passphrases[push.urlToken] ?? null;
          return (
            <PushRow
              key={push.urlToken}
              row={rowFromLocal(push, now, passphrase !== null)}
              actions={actions}
              passphrase={passphrase}
              now={now}
              onChanged={() => setReload((n) => n + 1)}
            />
          );
        })}
      </ul>
    </section>
  );
}
