import type { RequestJson } from '../../shared/wire.ts';
import { timeLeftText } from '../lib/expiry-text.ts';
import { t } from '../lib/i18n.ts';
import { CopyButton } from './CopyButton.tsx';

interface Props {
  request: RequestJson;
  now: number;
  copy: (text: string) => Promise<boolean>;
  onDone: () => void;
}

/** A request just made: its answer link to copy and send, and how long it takes an answer. */
export function RequestResult({ request, now, copy, onDone }: Props) {
  const left = timeLeftText(Date.parse(request.close_after_at) - now);
  return (
    <section aria-label={t('request_new')} class="card" data-testid="request-result">
      <p class="success">
        <strong>{t('request_created')}</strong>
      </p>
      <p class="link" data-testid="request-link">
        {request.html_url}
      </p>
      <p class="small">{t('request_link_hint', left)}</p>
      <div class="actions">
        <CopyButton getText={async () => request.html_url} copy={copy} />
        <button type="button" onClick={onDone}>
          {t('request_back')}
        </button>
      </div>
    </section>
  );
}
