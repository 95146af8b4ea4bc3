import { t } from '../lib/i18n.ts';
import { ManagedNote } from './ManagedNote.tsx';
import { SecretInput } from './SecretInput.tsx';

interface Props {
  token: string;
  onInput: (token: string) => void;
  /** Sent here to fix a rejected token, and it is not changed yet. */
  askFix: boolean;
  /** The organisation has tokens come only from the browser's sign-in: no field to paste one. */
  signInOnly: boolean;
}

/** The pasted API token, or why there is none to paste. */
export function TokenField({ token, onInput, askFix, signInOnly }: Props) {
  if (signInOnly) return <ManagedNote>{t('managed_sign_in_only')}</ManagedNote>;
  return (
    <>
      <label for="instance-token">{t('instance_token')}</label>
      <SecretInput id="instance-token" label={t('instance_token_name')} value={token} onInput={onInput} />
      {askFix ? <p class="warning small">{t('token_fix_hint')}</p> : null}
      <p class="muted small">{t('instance_token_help')}</p>
    </>
  );
}
