import { fileSize } from '../../shared/file-size.ts';
import type { SealedReason } from '../../shared/sealed/outcome.ts';

/** The page's words for its script, read from the `data-words-*` attributes the server wrote. */
export interface Words {
  say(name: string, params?: Record<string, string>): string;
  /** One sentence per reason; a file's own where the envelope's would not fit. */
  reason(reason: SealedReason, of: 'text' | 'file'): string;
  percent(fraction: number): string;
  /** A file's size as the page's language writes it. */
  size(bytes: number): string;
}

const FILE_WORDING: Partial<Record<SealedReason, string>> = {
  'not-sealed': 'file-not-sealed',
  truncated: 'file-truncated',
};

export function wordsOf(element: HTMLElement): Words {
  const language = document.documentElement.lang || 'en';
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  const say = (name: string, params: Record<string, string> = {}) =>
    (element.getAttribute(`data-words-${name}`) ?? '').replace(/\{(\w+)\}/g, (whole, key: string) =>
      key in params ? (params[key] ?? whole) : whole,
    );
  return {
    say,
    reason: (reason, of) => say((of === 'file' ? FILE_WORDING[reason] : undefined) ?? reason),
    percent: (fraction) => percent.format(fraction),
    size: (bytes) => fileSize(language, bytes),
  };
}
