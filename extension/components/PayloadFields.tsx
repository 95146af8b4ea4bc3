import type { PushKind } from '../../shared/kinds.ts';
import { type MessageKey, t } from '../lib/i18n.ts';
import type { PushForm } from '../lib/push-form.ts';
import { KIND_KEYS } from '../lib/row-model.ts';
import { FileField } from './FileField.tsx';
import { SecretField } from './SecretField.tsx';

interface Props {
  form: PushForm;
  kinds: PushKind[];
  set: (patch: Partial<PushForm>) => void;
}

const PAYLOAD_LABEL: Record<PushKind, MessageKey> = {
  text: 'payload_secret',
  url: 'payload_url',
  qr: 'payload_qr',
  file: 'payload_file_text',
};

/** What to push: the kind (only those the instance allows) and the payload, hidden by default. */
export function PayloadFields({ form, kinds, set }: Props) {
  const label = t(PAYLOAD_LABEL[form.kind]);
  return (
    <>
      {kinds.length > 1 ? (
        <fieldset class="kinds" aria-label={t('kind_legend')}>
          {kinds.map((kind) => (
            <label class="inline" key={kind}>
              <input type="radio" name="kind" checked={form.kind === kind} onChange={() => set({ kind })} />
              {t(KIND_KEYS[kind])}
            </label>
          ))}
        </fieldset>
      ) : null}
      {form.kind === 'file' ? <FileField files={form.files} onChange={(files) => set({ files })} /> : null}
      <label for="payload">{label}</label>
      <SecretField id="payload" label={label} value={form.payload} onInput={(payload) => set({ payload })} />
    </>
  );
}
