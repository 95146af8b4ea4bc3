import { generatePassphrase } from '../../shared/passphrase.ts';
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
      <summary>Passphrase, name and note</summary>
      <label for="passphrase">Passphrase (optional)</label>
      <div class="row">
        <SecretInput
          id="passphrase"
          label="passphrase"
          value={form.passphrase}
          onInput={(passphrase) => set({ passphrase })}
        />
        <button type="button" onClick={() => set({ passphrase: generatePassphrase(randomBytes) })}>
          Generate
        </button>
      </div>
      <label for="name">Name (only you see it)</label>
      <input id="name" value={form.name} onInput={(e) => set({ name: e.currentTarget.value })} />
      <label for="note">Note (only you see it)</label>
      <input id="note" value={form.note} onInput={(e) => set({ note: e.currentTarget.value })} />
    </details>
  );
}
