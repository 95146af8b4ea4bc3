import { useState } from 'preact/hooks';
import { t } from '../lib/i18n.ts';

/** Copies what `getText` gives and says whether it worked; `getText` may fetch (the preview link). */
export function CopyButton({
  getText,
  copy,
  label = t('copy_link'),
}: {
  getText: () => Promise<string | null>;
  copy: (text: string) => Promise<boolean>;
  label?: string;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'copied' | 'failed'>('idle');
  const words = { idle: label, busy: t('copy_busy'), copied: t('copy_done'), failed: t('copy_failed') }[
    state
  ];
  return (
    <button
      type="button"
      disabled={state === 'busy'}
      onClick={async () => {
        setState('busy');
        const text = await getText();
        setState(text !== null && (await copy(text)) ? 'copied' : 'failed');
      }}
    >
      {words}
    </button>
  );
}
