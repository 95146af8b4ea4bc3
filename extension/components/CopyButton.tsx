import { useState } from 'preact/hooks';

/** Copies what `getText` gives and says whether it worked; `getText` may fetch (the preview link). */
export function CopyButton({
  getText,
  copy,
  label = 'Copy link',
}: {
  getText: () => Promise<string | null>;
  copy: (text: string) => Promise<boolean>;
  label?: string;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'copied' | 'failed'>('idle');
  const words = { idle: label, busy: 'Copying…', copied: 'Copied', failed: 'Copy failed' }[state];
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
