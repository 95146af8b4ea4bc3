import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ApiResult, PushList as Which } from '../../shared/api-client.ts';
import { PAGE_SIZE } from '../../shared/normalize.ts';
import type { PushSummary } from '../../shared/push-summary.ts';
import { t } from '../lib/i18n.ts';
import { keptPassphrasesByToken } from '../lib/kept-passphrases.ts';
import type { PopupEnv } from '../lib/popup-env.ts';
import { clientFor } from '../lib/push-actions.ts';
import { rowActions } from '../lib/row-actions.ts';
import { rowFromSummary } from '../lib/row-model.ts';
import { type Instance, instanceLabel } from '../lib/settings-store.ts';
import { ErrorNote } from './ErrorNote.tsx';
import { PushRow } from './PushRow.tsx';

type Loaded = { result: ApiResult<PushSummary[]>; passphrases: Record<string, string> };

/** The user's active or expired pushes, one API page at a time. */
export function PushList({ which, instance, env }: { which: Which; instance: Instance; env: PopupEnv }) {
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const client = useMemo(() => clientFor(instance, env.fetch), [instance, env]);
  const host = new URL(instance.baseUrl).host;
  const actions = useMemo(
    () => rowActions(client, { instance: host, hasToken: true }, env.storage, env.copy),
    [client, host, env],
  );

  useEffect(() => {
    setLoaded(null);
    void (async () => {
      const result = await client.list(which, page);
      setLoaded({ result, passphrases: await keptPassphrasesByToken(env.storage, env.now()) });
    })();
  }, [client, which, page, reload, env]);

  if (!loaded)
    return (
      <p class="muted" role="status">
        {t(which === 'active' ? 'list_loading_active' : 'list_loading_expired', instanceLabel(instance))}
      </p>
    );
  const { result, passphrases } = loaded;
  if (!result.ok) return <ErrorNote error={result.error} instance={host} hasToken subject="instance" />;
  const now = env.now();
  return (
    <section aria-label={t(which === 'active' ? 'tab_active' : 'tab_expired')}>
      {result.value.length === 0 ? (
        <p class="muted">
          {t(page > 1 ? 'list_no_more' : which === 'active' ? 'list_no_active' : 'list_no_expired')}
        </p>
      ) : (
        <ul class="plain">
          {result.value.map((push) => (
            <PushRow
              key={push.urlToken}
              row={rowFromSummary(push, now)}
              actions={actions}
              passphrase={passphrases[push.urlToken] ?? null}
              now={now}
              onChanged={() => setReload((n) => n + 1)}
            />
          ))}
        </ul>
      )}
      {page > 1 || result.value.length === PAGE_SIZE ? (
        <nav class="actions" aria-label={t('list_pages')}>
          <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('list_newer')}
          </button>
          <span class="muted">{t('list_page', page)}</span>
          <button type="button" disabled={result.value.length < PAGE_SIZE} onClick={() => setPage(page + 1)}>
            {t('list_older')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
