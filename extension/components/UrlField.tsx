import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../lib/i18n.ts';
import type { TextGuard } from '../lib/large-text.ts';

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
      <button
        type="button"
        onClick={() => setShown(!shown)}
        aria-pressed={shown}
        aria-label={t(shown ? 'secret_hide_named' : 'secret_show_named', label)}
      >
        {t(shown ? 'secret_hide' : 'secret_show')}
      </button>
    </div>
  );
}
