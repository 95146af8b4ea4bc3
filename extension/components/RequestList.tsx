import { useEffect, useState } from 'preact/hooks';
import type { ApiClient, ApiResult } from '../../shared/api-client.ts';
import type { RequestJson } from '../../shared/wire.ts';
import { t } from '../lib/i18n.ts';
import { requestRow } from '../lib/request-rows.ts';
import { ErrorNote } from './ErrorNote.tsx';
import { ListPager } from './ListPager.tsx';
import { RequestRow } from './RequestRow.tsx';

interface Props {
  client: ApiClient;
  /** The instance as the picker names it, for the loading line. */
  label: string;
  host: string;
  now: () => number;
  copy: (text: string) => Promise<boolean>;
}

/** The user's requests in every state, newest first, one API page at a time. */
export function RequestList({ client, label, host, now, copy }: Props) {
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [result, setResult] = useState<ApiResult<RequestJson[]> | null>(null);
  useEffect(() => {
    setResult(null);
    void client.requests.list('all', page).then(setResult);
  }, [client, page, reload]);

  if (!result)
    return (
      <p class="muted" role="status">
        {t('requests_loading', label)}
      </p>
    );
  if (!result.ok) return <ErrorNote error={result.error} instance={host} hasToken subject="requests" />;
  const at = now();
  return (
    <section aria-label={t('tab_requests')}>
      {result.value.length === 0 ? (
        <p class="muted">{t(page > 1 ? 'requests_no_more' : 'requests_none')}</p>
      ) : null}
      <ul class="plain">
        {result.value.map((request) => (
          <RequestRow
            key={request.url_token}
            row={requestRow(request, at)}
            client={client}
            host={host}
            copy={copy}
            onChanged={() => setReload((n) => n + 1)}
          />
        ))}
      </ul>
      <ListPager page={page} count={result.value.length} setPage={setPage} />
    </section>
  );
}
