import { createHash } from 'node:crypto';

/** The largest logo taken: a header logo needs far less, and every page and mail may load it. */
export const LOGO_MAX_BYTES = 512 * 1024;

/** The image types taken, each with the extension it is served under. */
export const LOGO_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
} as const;

export type LogoType = keyof typeof LOGO_TYPES;

const startsWith = (bytes: Uint8Array, at: number, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Before an SVG's root element: a byte-order mark, white space, an XML declaration, comments and a doctype. */
const SVG_PROLOGUE = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;

function isSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    // The whole file (it is capped): a drawing program's comments may run long before the root.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return SVG_PROLOGUE.test(text);
}

/**
 * What an upload is, read from its first bytes and never from its name or the type the browser
 * sent: an HTML page named logo.png is none of these, and is refused.
 */
export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'image/webp';
  return isSvg(bytes) ? 'image/svg+xml' : null;
}

/** A logo's stored name: the first 16 hex digits of its SHA-256, then its extension. */
export const logoName = (bytes: Uint8Array, type: LogoType) =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${LOGO_TYPES[type]}`;

/** The stored name's shape, as the logo route takes it. */
export const LOGO_NAME = /^[0-9a-f]{16}\.(?:png|jpg|webp|svg)$/;
