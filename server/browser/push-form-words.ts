/** The push form's words (its `data-words-*` attributes) and the page language's number formats. */
export interface FormWords {
  /** The message `name` (as in `data-words-name`) with its `{placeholders}` filled. */
  text: (name: string, params?: Record<string, string>) => string;
  size: (bytes: number) => string;
  number: (n: number) => string;
  percent: (fraction: number) => string;
}

const datasetName = (name: string) =>
  `words${name.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase())}`;

/** Words as push-form-script.ts's inline script reads them, so both say sizes alike. */
export function formWords(form: HTMLElement): FormWords {
  const lang = document.documentElement.lang;
  const number = new Intl.NumberFormat(lang).format;
  const tenths = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format;
  const percent = new Intl.NumberFormat(lang, { style: 'percent' }).format;
  const text = (name: string, params: Record<string, string> = {}) =>
    (form.dataset[datasetName(name)] ?? '').replace(
      /\{(\w+)\}/g,
      (whole, key: string) => params[key] ?? whole,
    );
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? text('kb', { size: number(Math.ceil(bytes / 1024)) })
      : text('mb', { size: tenths(bytes / 1024 / 1024) });
  return { text, size, number, percent };
}
