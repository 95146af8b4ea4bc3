import { useCallback, useRef, useState } from 'preact/hooks';
import type { ApiClient } from '../../shared/api-client.ts';
import { errorSentence, errorWords } from '../lib/error-words.ts';
import { t } from '../lib/i18n.ts';
import type { RequestRowModel } from '../lib/request-rows.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { CopyButton } from './CopyButton.tsx';
import { RequestAnswer } from './RequestAnswer.tsx';

interface Props {
  row: RequestRowModel;
  client: ApiClient;
  host: string;
  copy: (text: string) => Promise<boolean>;
  onChanged: () => void;
}

/** One request: its link and Close while open; once answered, the answer on demand and its deletion. */
export function RequestRow({ row, client, host, copy, onChanged }: Props) {
  const [showAnswer, setShowAnswer] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // An answer's reading counts (the last deletes it): showing it again shows the same reading.
  const reading = useRef<ReturnType<ApiClient['requests']['get']> | null>(null);
  const read = useCallback(() => {
    reading.current ??= client.requests.get(row.urlToken);
    return reading.current;
  }, [client, row.urlToken]);

  /** Closing an answered request deletes its answer; the request itself stays answered. */
  const close = async () => {
    const closed = await client.requests.close(row.urlToken);
    if (!closed.ok) {
      setRefusal(
        errorSentence(errorWords(closed.error, { instance: host, hasToken: true, subject: 'request' })),
      );
      return;
    }
    setRefusal(null);
    if (row.state === 'answered') {
      setShowAnswer(false);
      setDeleted(true);
    } else onChanged();
  };

  return (
    <li class="card push-row" data-testid="request-row" data-url-token={row.urlToken}>
      <div class="row-head">
        <strong class="title">{row.title}</strong>
        <span class={`status ${row.state}`}>{row.stateLabel}</span>
      </div>
      <ul class="facts small" aria-label={t('row_facts')}>
        {row.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <div class="actions">
        {row.state === 'open' ? (
          <>
            <CopyButton getText={async () => row.link} copy={copy} />
            <ConfirmButton
              label={t('request_close')}
              question={t('request_close_question')}
              yes={t('request_close_yes')}
              no={t('expire_no')}
              onConfirm={close}
            />
          </>
        ) : null}
        {row.state === 'answered' && !deleted ? (
          <>
            <button type="button" aria-expanded={showAnswer} onClick={() => setShowAnswer(!showAnswer)}>
              {t(showAnswer ? 'request_answer_hide' : 'request_answer_show')}
            </button>
            <ConfirmButton
              label={t('request_answer_delete')}
              question={t('request_answer_delete_question')}
              yes={t('request_answer_delete_yes')}
              no={t('expire_no')}
              onConfirm={close}
            />
          </>
        ) : null}
      </div>
      {deleted ? (
        <p class="small" role="status">
          {t('request_answer_deleted')}
        </p>
      ) : null}
      {refusal ? <p class="error small">{refusal}</p> : null}
      {showAnswer ? <RequestAnswer read={read} copy={copy} host={host} /> : null}
    </li>
  );
}
