import { useState } from 'preact/hooks';
import type { PushKind } from '../../shared/kinds.ts';
import { payloadSize } from '../../shared/payload-size.ts';
import { sealedTextLength } from '../../shared/sealed/sealed-text.ts';
import type { FileLimits } from '../lib/file-limits.ts';
import { type MessageKey, t } from '../lib/i18n.ts';
import { SHOWN_TEXT_MAX, textGuard } from '../lib/large-text.ts';
import { isSealed, type PushForm } from '../lib/push-form.ts';
import { KIND_KEYS } from '../lib/row-model.ts';
import { FileField } from './FileField.tsx';
import { HeldSecret } from './HeldSecret.tsx';
import { OversizeNote } from './OversizeNote.tsx';
import { SealedOversizeNote } from './SealedOversizeNote.tsx';
import { SecretField } from './SecretField.tsx';
import { UrlField } from './UrlField.tsx';

interface Props {
  form: PushForm;
  kinds: PushKind[];
  set: (patch: Partial<PushForm>) => void;
  fileLimits: FileLimits;
  /** Focus the payload when it first appears, so a paste right after opening lands in it. */
  autoFocus: boolean;
}

const PAYLOAD_LABEL: Record<PushKind, MessageKey> = {
  text: 'payload_secret',
  url: 'payload_url',
  qr: 'payload_qr',
  file: 'payload_file_text',
};

/** What to push: the kind (only those the instance allows) and the payload, hidden by default. */
export function PayloadFields({ form, kinds, set, fileLimits, autoFocus }: Props) {
  const [refused, setRefused] = useState<{ size: number; sealed: boolean } | null>(null);
  const label = t(PAYLOAD_LABEL[form.kind]);
  const sealed = isSealed(form);
  const accept = (payload: string) => {
    setRefused(null);
    set({ payload });
  };
  const guard = textGuard({
    value: form.payload,
    oneLine: form.kind === 'url',
    accept,
    refuse: (size) => setRefused({ size, sealed }),
    // Sealed, the envelope is what the instance stores: about 4/3 of the text.
    sizeOf: sealed ? sealedTextLength : undefined,
  });
  const field = { id: 'payload', value: form.payload, guard, label, autoFocus };
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
      {form.kind === 'file' ? (
        <FileField files={form.files} limits={fileLimits} onChange={(files) => set({ files })} />
      ) : null}
      <label for="payload">{label}</label>
      {form.payload.length > SHOWN_TEXT_MAX ? (
        <HeldSecret id="payload" size={payloadSize(form.payload)} onClear={() => accept('')} />
      ) : form.kind === 'url' ? (
        <UrlField {...field} />
      ) : (
        <SecretField {...field} />
      )}
      {refused?.sealed ? <SealedOversizeNote size={refused.size} /> : null}
      {refused && !refused.sealed ? <OversizeNote size={refused.size} /> : null}
    </>
  );
}
