import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { ApiError } from '../../shared/api-errors.ts';
import { type ErrorSubject, errorWords } from '../lib/error-words.ts';
import { t } from '../lib/i18n.ts';
import type { PopupEnv } from '../lib/popup-env.ts';
import type { Instance } from '../lib/settings-store.ts';

/** The popup's way to fix a rejected token; absent elsewhere. */
export interface TokenFixer {
  /** Opens the options at the active instance's token. */
  open: () => void;
  /** The instance offers the extension's sign-in: signing in again there gives a new token. */
  signIn: boolean;
}

export const TokenFix = createContext<TokenFixer | null>(null);

/** The popup's fixer for its active instance, where the popup can open the options. */
export function tokenFixer(env: Pick<PopupEnv, 'openTokenSettings'>, instance: Instance): TokenFixer | null {
  const open = env.openTokenSettings;
  if (!open) return null;
  return { open: () => open(instance.id), signIn: instance.features?.extensionSignIn === true };
}

/** An API failure in words, with what to do next; a token the instance refused comes with the way to fix it. */
export function ErrorNote(props: {
  error: ApiError;
  instance: string;
  hasToken: boolean;
  subject?: ErrorSubject;
}) {
  const words = errorWords(props.error, props);
  const fix = useContext(TokenFix);
  const rejected = props.error.kind === 'unauthorized' && props.hasToken;
  const detail = rejected && fix?.signIn ? t('error_token_rejected_signin_detail') : words.detail;
  return (
    <div class="card error" role="alert">
      <strong>{words.title}.</strong> {detail}
      {fix && props.error.kind === 'unauthorized' ? (
        <div class="actions">
          <button type="button" class="primary" onClick={fix.open}>
            {t(props.hasToken ? 'token_fix' : 'token_add')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
