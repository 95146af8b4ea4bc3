import { KIND_LABELS, type PushKind } from '../../shared/kinds.ts';
import type { PushForm } from '../lib/push-form.ts';
import { SecretInput } from './SecretInput.tsx';

interface Props {
  form: PushForm;
  kinds: PushKind[];
  set: (patch: Partial<PushForm>) => void;
}

const PAYLOAD_LABEL: Record<PushKind, string> = {
  text: 'Secret',
  url: 'URL',
  qr: 'Text for the QR code',
  file: 'Text',
};

/** What to push: the kind (only those the instance allows) and the payload, hidden by default. */
export function PayloadFields({ form, kinds, set }: Props) {
  return (
    <>
      {kinds.length > 1 ? (
        <fieldset class="kinds" aria-label="Kind">
          {kinds.map((kind) => (
            <label class="inline" key={kind}>
              <input type="radio" name="kind" checked={form.kind === kind} onChange={() => set({ kind })} />
              {KIND_LABELS[kind]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <label for="payload">{PAYLOAD_LABEL[form.kind]}</label>
      <SecretInput
        id="payload"
        label={PAYLOAD_LABEL[form.kind]}
        value={form.payload}
        onInput={(payload) => set({ payload })}
        multiline
      />
    </>
  );
}
