import { useEffect, useMemo, useState } from 'preact/hooks';
import { t } from '../lib/i18n.ts';
import { keptKeyTokens } from '../lib/kept-keys.ts';
import { keptPassphrasesByToken } from '../lib/kept-passphrases.ts';
import { hintsByToken, type LocalPush, localPushes, type PushHint } from '../lib/local-history.ts';
import type { PopupEnv } from '../lib/popup-env.ts';
import { clientFor } from '../lib/push-actions.ts';
import { rowActions } from '../lib/row-actions.ts';
import { isFiltering, matchesFilter, NO_FILTER } from '../lib/row-filter.ts';
import { rowFromLocal } from '../lib/row-model.ts';
import type { Instance } from '../lib/settings-store.ts';
import { ListFilter } from './ListFilter.tsx';
import { PushRow } from './PushRow.tsx';

type Loaded = {
  pushes: LocalPush[];
  passphrases: Record<string, string>;
  hints: Record<string, PushHint>;
  /** The pushes whose sealed key this browser keeps. */
  keys: Set<string>;
};

/** Without a token the instance cannot list pushes: these are the ones made from this browser. */
export function LocalList({ instance, env }: { instance: Instance; env: PopupEnv }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reload, setReload] = useState(0);
  const [filter, setFilter] = useState(NO_FILTER);
  const host = new URL(instance.baseUrl).host;
  const actions = useMemo(
    () =>
      rowActions(
        clientFor(instance, env.fetch),
        { instance: host, instanceId: instance.id, hasToken: false },
        env.storage,
        env.copy,
        env.now,
      ),
    [instance, host, env],
  );
  useEffect(() => {
    void (async () => {
      const pushes = await localPushes(env.storage, instance.id);
      const passphrases = await keptPassphrasesByToken(env.storage, env.now());
      const keys = await keptKeyTokens(env.storage, instance.id, env.now());
      setLoaded({ pushes, passphrases, hints: await hintsByToken(env.storage, instance.id), keys });
    })();
  }, [env, instance.id, reload]);

  if (!loaded)
    return (
      <p class="muted" role="status">
        {t('loading')}
      </p>
    );
  const now = env.now();
  const rows = loaded.pushes.map((push) => {
    const hasPassphrase = loaded.passphrases[push.urlToken] !== undefined;
    const keyHere = loaded.keys.has(push.urlToken);
    return rowFromLocal(push, now, hasPassphrase, loaded.hints[push.urlToken], keyHere);
  });
  const shown = rows.filter((row) => matchesFilter(row, filter));
  return (
    <section aria-label={t('tab_local')}>
      <p class="muted small">{t('local_explained')}</p>
      {rows.length > 1 || isFiltering(filter) ? <ListFilter filter={filter} onChange={setFilter} /> : null}
      {rows.length === 0 ? <p class="muted">{t('local_empty')}</p> : null}
      {rows.length > 0 && shown.length === 0 ? <p class="muted">{t('list_no_match')}</p> : null}
      <ul class="plain">
        {shown.map((row) => (
          <PushRow
            key={row.urlToken}
            row={row}
            actions={actions}
            passphrase={loaded.passphrases[row.urlToken] ?? null}
            now={now}
            onChanged={() => setReload((n) => n + 1)}
          />
        ))}
      </ul>
    </section>
  );
}
