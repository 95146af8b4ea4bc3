import { useEffect, useRef, useState } from 'preact/hooks';
import type { TextGuard } from '../lib/large-text.ts';
import { ShowToggle } from './ShowToggle.tsx';

interface Props {
  id: string;
  value: string;
  guard: TextGuard;
  label: string;
  autoFocus?: boolean;
}

/** A URL push's address: one line, masked like the secret field until Show. */
export function UrlField({ id, value, guard, label, autoFocus = false }: Props) {
  const [shown, setShown] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, []);
  const common = {
    ref: field,
    id,
    value,
    autocomplete: 'off',
    autocapitalize: 'off' as const,
    spellcheck: false,
    onPaste: guard.onPaste,
    onInput: guard.onInput,
  };
  return (
    <div class="row">
      {shown ? <input type="url" {...common} /> : <input type="password" {...common} />}
      <ShowToggle shown={shown} onToggle={() => setShown(!shown)} label={label} />
    </div>
  );
}
