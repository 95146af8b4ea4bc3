import { useEffect, useState } from 'preact/hooks';
import type { ApiResult } from '../../shared/api-client.ts';
import type { RequestJson } from '../../shared/wire.ts';
import { t } from '../lib/i18n.ts';
import { CopyButton } from './CopyButton.tsx';
import { ErrorNote } from './ErrorNote.tsx';

interface Props {
  /** Reads the request with its answer: a reading that counts, so the last one deletes the answer. */
  read: () => Promise<ApiResult<RequestJson>>;
  copy: (text: string) => Promise<boolean>;
  host: string;
}

/** What was asked and the answer, read when first shown (the row keeps that reading while the popup is open). */
export function RequestAnswer({ read, copy, host }: Props) {
  const [result, setResult] = useState<ApiResult<RequestJson> | null>(null);
  useEffect(() => {
    void read().then(setResult);
  }, [read]);

  if (!result)
    return (
      <p class="small muted" role="status">
        {t('request_answer_loading')}
      </p>
    );
  if (!result.ok) return <ErrorNote error={result.error} instance={host} hasToken subject="request" />;
  const { request: asked = '', response = null, files = [] } = result.value;
  const answered = (response ?? '') !== '' || files.length > 0;
  return (
    <div class="request-answer" data-testid="request-answer">
      <p class="small muted">{t('request_you_asked')}</p>
      <p class="asked">{asked}</p>
      {!answered ? <p class="small">{t('request_answer_gone')}</p> : null}
      {response ? (
        <>
          <p class="small muted">{t('request_answer_label')}</p>
          <pre class="secret-text answer" data-testid="request-response">
            {response}
          </pre>
          <div class="actions">
            <CopyButton getText={async () => response} copy={copy} label={t('request_answer_copy')} />
          </div>
        </>
      ) : null}
      {files.length > 0 ? (
        <>
          <p class="small muted">{t('files_label')}</p>
          <ul class="answer-files">
            {files.map((f) => (
              <li key={f.url}>
                <a href={f.url} target="_blank" rel="noopener noreferrer" download={f.filename}>
                  {f.filename}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {answered ? <p class="small muted">{t('request_answer_read_note')}</p> : null}
    </div>
  );
}
