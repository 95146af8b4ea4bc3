import { useEffect, useRef } from 'preact/hooks';
import { formatBytes } from '../lib/byte-size.ts';
import { t } from '../lib/i18n.ts';

interface Props {
  id: string;
  size: number;
  onClear: () => void;
}

/** A secret too long to lay out: kept in the form as pasted, shown by its size only. */
export function HeldSecret({ id, size, onClear }: Props) {
  const box = useRef<HTMLOutputElement>(null);
  // It replaces the field that had focus; keeping focus here lets Ctrl+Enter and Tab carry on.
  useEffect(() => box.current?.focus(), []);
  return (
    <div class="held-secret">
      <output
        ref={box}
        id={id}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it stands where the secret field was, so focus stays in the form and Ctrl+Enter still pushes.
        tabIndex={0}
        data-testid="held-secret"
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
      >
        {t('secret_held', formatBytes(size))}
      </output>
      <button type="button" onClick={onClear}>
        {t('secret_clear')}
      </button>
    </div>
  );
}
