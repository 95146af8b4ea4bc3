/**
 * What a payload must be for its secret link to be able to show it: a QR code that can be drawn,
 * a URL that can be sent as a redirect. Checked when a push is made, by the server and the extension.
 */

/**
 * Bytes a QR code holds in byte mode at error-correction level M, its largest size (version 40):
 * the level the pages draw at. A text that is all digits or capital letters packs tighter, but
 * such a text within the character limit always fits.
 */
export const QR_MAX_BYTES = 2331;

/** Length of a text in UTF-8, as a QR code stores it; a lone surrogate counts as the 3 bytes of U+FFFD. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** Whether every surrogate in the text is half of a pair: a lone one has no UTF-8 form. */
export function isWellFormed(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) i++;
    else if (unit >= 0xd800 && unit <= 0xdfff) return false;
  }
  return true;
}

/** C0 controls (CR, LF, NUL, tab...), DEL and the C1 controls. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x20 || (unit >= 0x7f && unit <= 0x9f)) return true;
  }
  return false;
}

/** Why this text cannot be drawn as a QR code; null when it can. */
export function qrPayloadProblem(text: string): string | null {
  if (!isWellFormed(text)) return 'must be valid Unicode text for a QR code.';
  const bytes = utf8Length(text);
  if (bytes > QR_MAX_BYTES) {
    return `is too long for a QR code: at most ${QR_MAX_BYTES} bytes of UTF-8, and this is ${bytes}.`;
  }
  return null;
}

/** Why this URL (already trimmed) cannot be a redirect's target; null when it can. */
export function urlPayloadProblem(url: string): string | null {
  return hasControlCharacter(url) ? 'must not contain control characters (such as line breaks).' : null;
}
