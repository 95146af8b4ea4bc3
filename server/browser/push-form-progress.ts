import type { FormWords } from './push-form-words.ts';

/** What the sealing path tells the file form's progress bar: bytes sealed, then bytes sent. */
export interface SealingProgress {
  sealed: (bytes: number) => void;
  uploaded: (loaded: number, total: number) => void;
}

const NONE: SealingProgress = { sealed: () => {}, uploaded: () => {} };

/**
 * The file form's progress bar (push-form-views.ts), labelled Sealing while files are sealed and
 * Uploading while they go; the text form seals at once and has none.
 */
export function sealingProgress(words: FormWords, sealedTotal: number): SealingProgress {
  const upload = document.getElementById('upload');
  const bar = document.getElementById('upload-bar');
  const text = document.getElementById('upload-text');
  const label = upload?.querySelector('label');
  if (!upload || !(bar instanceof HTMLProgressElement) || !text || !label) return NONE;
  upload.hidden = false;
  const show = (phase: string, loaded: number, total: number) => {
    const done = total === 0 ? 100 : Math.floor((loaded / total) * 100);
    label.textContent = words.text(phase);
    bar.value = done;
    text.textContent = words.text('progress', {
      loaded: words.size(loaded),
      total: words.size(total),
      percent: words.percent(done / 100),
    });
  };
  let sealed = 0;
  return {
    sealed: (bytes) => {
      sealed += bytes;
      show('sealing', sealed, sealedTotal);
    },
    uploaded: (loaded, total) => show('uploading', loaded, total),
  };
}
