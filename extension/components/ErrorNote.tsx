import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { ApiError } from '../../shared/api-errors.ts';
import { type ErrorSubject, errorWords } from '../lib/error-words.ts';
import { t } from '../lib/i18n.ts';

/** Opens the options at the active instance's token; given by the popup, absent elsewhere. */
export const TokenFix = createContext<(() => void) | null>(null);

/** An API failure in words, with what to do next; a token the instance refused comes with the way to fix it. */
export function ErrorNote(props: {
  error: ApiError;
  instance: string;
  hasToken: boolean;
  subject?: ErrorSubject;
}) {
  const words = errorWords(props.error, props);
  const fixToken = useContext(TokenFix);
  return (
    <div class="card error" role="alert">
      <strong>{words.title}.</strong> {words.detail}
      {fixToken && props.error.kind === 'unauthorized' ? (
        <div class="actions">
          <button type="button" class="primary" onClick={fixToken}>
            {t(props.hasToken ? 'token_fix' : 'token_add')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
