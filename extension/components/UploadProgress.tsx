import { useEffect, useRef } from 'preact/hooks';
import { formatBytes, formatPercent } from '../lib/byte-size.ts';
import { t } from '../lib/i18n.ts';

interface Props {
  /** The fraction sent, 0 to 1. */
  fraction: number;
  /** The files' bytes; the form fields around them add a few hundred more. */
  total: number;
}

/** A file upload under way, with how much is sent; brought into view, as the form runs past the fold. */
export function UploadProgress({ fraction, total }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.scrollIntoView({ block: 'nearest' }), []);
  // Rounded down, so 100% is shown only once every byte is out.
  const done = Math.floor(fraction * 100) / 100;
  return (
    <div class="upload-progress" ref={box} data-testid="upload-progress">
      <progress max={1} value={fraction} aria-label={t('upload_progress', Math.round(done * 100))} />
      <p class="small">
        {t('upload_progress_detail', formatBytes(fraction * total), formatBytes(total), formatPercent(done))}
      </p>
    </div>
  );
}
