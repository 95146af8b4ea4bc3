import { generatePassphrase } from '../../shared/passphrase.ts';
import { t } from '../lib/i18n.ts';
import type { PushForm } from '../lib/push-form.ts';
import { SecretInput } from './SecretInput.tsx';

interface Props {
  form: PushForm;
  set: (patch: Partial<PushForm>) => void;
  randomBytes: (into: Uint8Array) => Uint8Array;
}

/** Passphrase (with a generator), and the name and note only the owner sees. */
export function ExtraFields({ form, set, randomBytes }: Props) {
  return (
    <details open={form.passphrase !== '' || form.name !== '' || form.note !== ''}>
      <summary>{t('extras_summary')}</summary>
      <label for="passphrase">{t('passphrase_label')}</label>
      <div class="row">
        <SecretInput
          id="passphrase"
          label={t('passphrase_name')}
          value={form.passphrase}
          onInput={(passphrase) => set({ passphrase })}
        />
        <button type="button" onClick={() => set({ passphrase: generatePassphrase(randomBytes) })}>
          {t('passphrase_generate')}
        </button>
      </div>
      <label for="name">{t('name_label')}</label>
      <input id="name" value={form.name} onInput={(e) => set({ name: e.currentTarget.value })} />
      <label for="note">{t('note_label')}</label>
      <input id="note" value={form.note} onInput={(e) => set({ note: e.currentTarget.value })} />
    </details>
  );
}
