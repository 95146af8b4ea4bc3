import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ApiResult, PushList as Which } from '../../shared/api-client.ts';
import { PAGE_SIZE } from '../../shared/normalize.ts';
import type { PushSummary } from '../../shared/push-summary.ts';
import type { PopupEnv } from '../lib/popup-env.ts';
import { clientFor } from '../lib/push-actions.ts';
import { rowActions } from '../lib/row-actions.ts';
import { rowFromSummary } from '../lib/row-model.ts';
import type { Instance } from '../lib/settings-store.ts';
import { ErrorNote } from './ErrorNote.tsx';
import { PushRow } from './PushRow.tsx';

/** The user's active or expired pushes, one API page at a time. */
export function PushList({ which, instance, env }: { which: Which; instance: Instance; env: PopupEnv }) {
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [result, setResult] = useState<ApiResult<PushSummary[]> | null>(null);
  const client = useMemo(() => clientFor(instance, env.fetch), [instance, env]);
  const host = new URL(instance.baseUrl).host;
  const actions = useMemo(
    () => rowActions(client, { instance: host, hasToken: true }, env.storage, env.copy),
    [client, host, env],
  );

  useEffect(() => {
    setResult(null);
    void client.list(which, page).then(setResult);
  }, [client, which, page, reload]);

  if (!result)
    return (
      <p class="muted" role="status">
        Loading your {which} pushes from {host}…
      </p>
    );
  if (!result.ok) return <ErrorNote error={result.error} instance={host} hasToken />;
  const now = env.now();
  return (
    <section aria-label={`${which} pushes`}>
      {result.value.length === 0 ? (
        <p class="muted">
          {page > 1 ? 'No more pushes.' : which === 'active' ? 'No active pushes.' : 'No expired pushes yet.'}
        </p>
      ) : (
        <ul class="plain">
          {result.value.map((push) => (
            <PushRow
              key={push.urlToken}
              row={rowFromSummary(push, now)}
              actions={actions}
              onChanged={() => setReload((n) => n + 1)}
            />
          ))}
        </ul>
      )}
      {page > 1 || result.value.length === PAGE_SIZE ? (
        <nav class="actions" aria-label="Pages">
          <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Newer
          </button>
          <span class="muted">Page {page}</span>
          <button type="button" disabled={result.value.length < PAGE_SIZE} onClick={() => setPage(page + 1)}>
            Older
          </button>
        </nav>
      ) : null}
    </section>
  );
}
