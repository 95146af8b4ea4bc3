import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ApiResult, PushList as Which } from '../../shared/api-client.ts';
import type { PushSummary } from '../../shared/push-summary.ts';
import { t } from '../lib/i18n.ts';
import { keptKeyTokens } from '../lib/kept-keys.ts';
import { keptPassphrasesByToken } from '../lib/kept-passphrases.ts';
import { hintsByToken, type PushHint } from '../lib/local-history.ts';
import type { PopupEnv } from '../lib/popup-env.ts';
import { clientFor } from '../lib/push-actions.ts';
import { rowActions } from '../lib/row-actions.ts';
import { isFiltering, matchesFilter, NO_FILTER } from '../lib/row-filter.ts';
import { rowFromSummary } from '../lib/row-model.ts';
import { type Instance, instanceLabel } from '../lib/settings-store.ts';
import { ErrorNote } from './ErrorNote.tsx';
import { ListFilter } from './ListFilter.tsx';
import { ListPager } from './ListPager.tsx';
import { PushRow } from './PushRow.tsx';

type Loaded = {
  result: ApiResult<PushSummary[]>;
  passphrases: Record<string, string>;
  hints: Record<string, PushHint>;
  /** The pushes whose sealed key this browser keeps. */
  keys: Set<string>;
};

/** The user's active or expired pushes, one API page at a time. */
export function PushList({ which, instance, env }: { which: Which; instance: Instance; env: PopupEnv }) {
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [filter, setFilter] = useState(NO_FILTER);
  const client = useMemo(() => clientFor(instance, env.fetch), [instance, env]);
  const host = new URL(instance.baseUrl).host;
  const actions = useMemo(
    () =>
      rowActions(
        client,
        { instance: host, instanceId: instance.id, hasToken: true },
        env.storage,
        env.copy,
        env.now,
      ),
    [client, host, instance.id, env],
  );

  useEffect(() => {
    setLoaded(null);
    void (async () => {
      const result = await client.list(which, page);
      const passphrases = await keptPassphrasesByToken(env.storage, env.now());
      const keys = await keptKeyTokens(env.storage, instance.id, env.now());
      setLoaded({ result, passphrases, hints: await hintsByToken(env.storage, instance.id), keys });
    })();
  }, [client, which, page, reload, env, instance.id]);

  if (!loaded)
    return (
      <p class="muted" role="status">
        {t(which === 'active' ? 'list_loading_active' : 'list_loading_expired', instanceLabel(instance))}
      </p>
    );
  const { result, passphrases, hints, keys } = loaded;
  if (!result.ok) return <ErrorNote error={result.error} instance={host} hasToken subject="instance" />;
  const now = env.now();
  const rows = result.value.map((push) =>
    rowFromSummary(push, now, hints[push.urlToken], keys.has(push.urlToken)),
  );
  const shown = rows.filter((row) => matchesFilter(row, filter));
  return (
    <section aria-label={t(which === 'active' ? 'tab_active' : 'tab_expired')}>
      {rows.length > 1 || isFiltering(filter) ? <ListFilter filter={filter} onChange={setFilter} /> : null}
      {rows.length === 0 ? (
        <p class="muted">
          {t(page > 1 ? 'list_no_more' : which === 'active' ? 'list_no_active' : 'list_no_expired')}
        </p>
      ) : null}
      {rows.length > 0 && shown.length === 0 ? <p class="muted">{t('list_no_match')}</p> : null}
      <ul class="plain">
        {shown.map((row) => (
          <PushRow
            key={row.urlToken}
            row={row}
            actions={actions}
            passphrase={passphrases[row.urlToken] ?? null}
            now={now}
            onChanged={() => setReload((n) => n + 1)}
          />
        ))}
      </ul>
      <ListPager page={page} count={result.value.length} setPage={setPage} />
    </section>
  );
}
