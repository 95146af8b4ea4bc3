import { generatePassphrase } from '../../shared/passphrase.ts';
import { t } from '../lib/i18n.ts';
import type { PushForm } from '../lib/push-form.ts';
import { SecretInput } from './SecretInput.tsx';

interface Props {
  form: PushForm;
  set: (patch: Partial<PushForm>) => void;
  randomBytes: (into: Uint8Array) => Uint8Array;
  /** The instance's policy requires a passphrase of at least this many characters; null when it does not. */
  passphraseMin?: number | null;
}

/** Passphrase (with a generator), and the name and note only the owner sees. */
export function ExtraFields({ form, set, randomBytes, passphraseMin = null }: Props) {
  const required = passphraseMin !== null;
  return (
    <details open={required || form.passphrase !== '' || form.name !== '' || form.note !== ''}>
      <summary>{t('extras_summary')}</summary>
      <label for="passphrase">{t(required ? 'passphrase_name_cap' : 'passphrase_label')}</label>
      <div class="row">
        <SecretInput
          id="passphrase"
          label={t('passphrase_name')}
          value={form.passphrase}
          onInput={(passphrase) => set({ passphrase })}
          requiredBy={required ? 'passphrase-rule' : undefined}
        />
        <button type="button" onClick={() => set({ passphrase: generatePassphrase(randomBytes) })}>
          {t('passphrase_generate')}
        </button>
      </div>
      {required ? (
        <p class="hint small muted" id="passphrase-rule" data-testid="passphrase-rule">
          {t('policy_passphrase_required', passphraseMin)}
        </p>
      ) : null}
      <label for="name">{t('name_label')}</label>
      <input id="name" value={form.name} onInput={(e) => set({ name: e.currentTarget.value })} />
      <label for="note">{t('note_label')}</label>
      <input id="note" value={form.note} onInput={(e) => set({ note: e.currentTarget.value })} />
    </details>
  );
}
