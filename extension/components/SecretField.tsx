import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../lib/i18n.ts';
import type { TextGuard } from '../lib/large-text.ts';
import { ShowToggle } from './ShowToggle.tsx';

interface Props {
  id: string;
  value: string;
  /** Takes what is typed, pasted or dropped, or refuses it; the field never holds megabytes. */
  guard: TextGuard;
  /** The field's name, for the Show/Hide button's accessible label. */
  label: string;
  autoFocus?: boolean;
}

/**
 * The secret itself: always a textarea, so a pasted key, certificate or .env block keeps every line.
 * Hidden by masking its glyphs with CSS (never a one-line password input). Enter adds a line;
 * Ctrl+Enter or Cmd+Enter submits the form.
 */
export function SecretField({ id, value, guard, label, autoFocus = false }: Props) {
  const [shown, setShown] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, []);
  const lines = Math.min(Math.max(value.split('\n').length, 3), 10);
  return (
    <div class="secret">
      <textarea
        ref={field}
        id={id}
        class={shown ? undefined : 'masked'}
        value={value}
        rows={lines}
        autocomplete="off"
        autocapitalize="off"
        spellcheck={false}
        data-shown={shown ? 'true' : 'false'}
        onPaste={guard.onPaste}
        onInput={guard.onInput}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <div class="secret-bar">
        <span class="muted small">{t('secret_submit_hint')}</span>
        <ShowToggle shown={shown} onToggle={() => setShown(!shown)} label={label} />
      </div>
    </div>
  );
}
