import { useState } from 'preact/hooks';
import { ShowToggle } from './ShowToggle.tsx';

interface Props {
  id: string;
  value: string;
  onInput: (value: string) => void;
  label: string;
  /** The id of a note that says why the field is required, when it is. */
  requiredBy?: string;
}

/** A one-line secret (a passphrase, an API token) with Show/Hide; hidden so it is not read over a shoulder. */
export function SecretInput({ id, value, onInput, label, requiredBy }: Props) {
  const [shown, setShown] = useState(false);
  // aria-required, not required: the popup says itself what is missing, where the browser's bubble would not.
  const required = requiredBy === undefined ? {} : { 'aria-required': true, 'aria-describedby': requiredBy };
  const common = {
    id,
    value,
    ...required,
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
