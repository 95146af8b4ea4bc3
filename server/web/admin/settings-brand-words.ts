import type { UploadedLogo } from '../../brand/brand-fields.ts';
import type { Translator } from '../../i18n/translator.ts';

const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
};

/** A size in kilobytes, one decimal under ten. */
const kilobytes = (bytes: number) => {
  const kb = bytes / 1024;
  return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
};

/** An uploaded logo as people read it: its type, size and the start of its digest; never its bytes. */
export function uploadWords(words: Translator, logo: UploadedLogo): string {
  return words.t('settings.brandUploaded', {
    type: TYPE_NAMES[logo.type] ?? logo.type,
    size: kilobytes(logo.size),
    digest: logo.upload.slice(0, 8),
  });
}
