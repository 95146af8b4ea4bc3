import { useState } from 'preact/hooks';
import { ShowToggle } from './ShowToggle.tsx';

interface Props {
  id: string;
  value: string;
  onInput: (value: string) => void;
  label: string;
}

/** A one-line secret (a passphrase, an API token) with Show/Hide; hidden so it is not read over a shoulder. */
export function SecretInput({ id, value, onInput, label }: Props) {
  const [shown, setShown] = useState(false);
  const common = {
    id,
    value,
    autocomplete: 'off',
    spellcheck: false,
    onInput: (e: { currentTarget: { value: string } }) => onInput(e.currentTarget.value),
  };
  return (
    <div class="row">
      {shown ? <input type="text" {...common} /> : <input type="password" {...common} />}
      <ShowToggle shown={shown} onToggle={() => setShown(!shown)} label={label} />
    </div>
  );
}
