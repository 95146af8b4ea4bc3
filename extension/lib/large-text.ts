import { payloadOversize, payloadSize } from '../../shared/payload-size.ts';

/**
 * The most characters a field lays out. A masked, wrapping textarea of a megabyte holds the
 * popup's renderer for minutes; a longer secret is kept in the form and summarised instead.
 */
export const SHOWN_TEXT_MAX = 65_536;

type TextControl = HTMLTextAreaElement | HTMLInputElement;

/** What a field does with text that arrives: take it, or refuse it with its size. */
export interface TextGuard {
  onPaste: (e: ClipboardEvent) => void;
  onInput: (e: Event) => void;
}

/** Text as the control would store it: a textarea keeps lines as LF, a one-line input drops them. */
export function asStored(text: string, oneLine: boolean): string {
  return oneLine ? text.replace(/[\r\n]/g, '') : text.replace(/\r\n?/g, '\n');
}

/** The control's value once `pasted` replaces its selection. */
export function valueAfterPaste(value: string, control: TextControl, pasted: string): string {
  const start = control.selectionStart ?? value.length;
  const end = control.selectionEnd ?? start;
  return value.slice(0, start) + pasted + value.slice(end);
}

/**
 * Keeps megabytes out of a field: a paste or an input over the payload limit is refused before it
 * is laid out, and one too long to show is taken without the field inserting it.
 */
export function textGuard(opts: {
  value: string;
  oneLine: boolean;
  accept: (text: string) => void;
  refuse: (size: number) => void;
  /** The size the limit counts: the text's own, or (sealed) its envelope's. */
  sizeOf?: (text: string) => number;
}): TextGuard {
  const { value, oneLine, accept, refuse, sizeOf = payloadSize } = opts;
  return {
    onPaste: (e) => {
      const raw = e.clipboardData?.getData('text/plain') ?? '';
      if (raw.length <= SHOWN_TEXT_MAX - value.length) return;
      e.preventDefault();
      const next = valueAfterPaste(value, e.currentTarget as TextControl, asStored(raw, oneLine));
      if (payloadOversize(sizeOf(next))) refuse(sizeOf(next));
      else accept(next);
    },
    onInput: (e) => {
      const control = e.currentTarget as TextControl;
      const next = control.value;
      if (!payloadOversize(sizeOf(next))) return accept(next);
      // Put back what was there before the browser lays the megabytes out.
      control.value = value;
      refuse(sizeOf(next));
    },
  };
}
