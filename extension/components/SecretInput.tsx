import { useState } from 'preact/hooks';

interface Props {
  id: string;
  value: string;
  onInput: (value: string) => void;
  label: string;
  multiline?: boolean;
}

/** A secret field with a Show/Hide toggle; hidden by default so it is not read over a shoulder. */
export function SecretInput({ id, value, onInput, label, multiline = false }: Props) {
  const [shown, setShown] = useState(false);
  const common = {
    id,
    value,
    autocomplete: 'off',
    spellcheck: false,
    onInput: (e: { currentTarget: { value: string } }) => onInput(e.currentTarget.value),
  };
  let field = shown ? <input type="text" {...common} /> : <input type="password" {...common} />;
  if (multiline && shown) field = <textarea {...common} />;
  return (
    <div class="row">
      {field}
      <button
        type="button"
        onClick={() => setShown(!shown)}
        aria-pressed={shown}
        aria-label={`${shown ? 'Hide' : 'Show'} ${label}`}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
