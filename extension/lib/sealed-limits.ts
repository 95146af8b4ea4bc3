import type { PushKind } from '../../shared/kinds.ts';
import { PAYLOAD_LIMIT } from '../../shared/payload-size.ts';
import { HUMAN_LINE, sealedTextLength } from '../../shared/sealed/sealed-text.ts';

/**
 * Only text and files are sealed: a QR code must be readable by a phone's camera app, and a URL
 * push is a redirect the instance itself performs.
 */
export const canSeal = (kind: PushKind): boolean => kind === 'text' || kind === 'file';

/** `SP-SEALED-1.n.`, the salt's 22 characters and the dot before the ciphertext. */
const NAME_LINE_HEAD = 'SP-SEALED-1.n.'.length + 22 + 1;

/** One file name's line, known before sealing: the label's JSON and its 16-byte tag in base64url. */
function nameLineLength(file: { name: string; type: string }): number {
  const json = JSON.stringify({ name: file.name, type: file.type });
  return NAME_LINE_HEAD + Math.ceil(((new TextEncoder().encode(json).length + 16) * 4) / 3);
}

/** The characters a sealed push's payload takes: the text's envelope (or the first line alone), then a line per file. */
export function sealedPayloadLength(text: string, files: readonly { name: string; type: string }[]): number {
  const head = text === '' ? HUMAN_LINE.length : sealedTextLength(text);
  return files.reduce((sum, file) => sum + 1 + nameLineLength(file), head);
}

/** The sealed payload's size against the limit every instance applies; null when it fits. */
export function sealedOversize(
  text: string,
  files: readonly { name: string; type: string }[] = [],
): { size: number; limit: number } | null {
  const size = sealedPayloadLength(text, files);
  return size > PAYLOAD_LIMIT ? { size, limit: PAYLOAD_LIMIT } : null;
}
