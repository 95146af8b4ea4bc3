import { openLine, sealLine } from './envelope.ts';
import { type Opened, opened, refused, type SealedCrypto } from './outcome.ts';

/** What the server must not learn of a file besides its size. */
export interface FileLabel {
  name: string;
  type: string;
}

export function sealFileName(crypto: SealedCrypto, pushKey: Uint8Array, label: FileLabel): Promise<string> {
  const json = JSON.stringify({ name: label.name, type: label.type });
  return sealLine(crypto, pushKey, 'file-name', new TextEncoder().encode(json));
}

export async function openFileName(
  subtle: SubtleCrypto,
  pushKey: Uint8Array,
  envelope: string,
): Promise<Opened<FileLabel>> {
  const bytes = await openLine(subtle, pushKey, 'file-name', envelope);
  if (!bytes.ok) return bytes;
  try {
    const label: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.value));
    if (isLabel(label)) return opened({ name: label.name, type: label.type });
  } catch {
    // Authenticated but not a label: only a sealer that broke the format writes this.
  }
  return refused('wrong-key-or-damaged');
}

const isLabel = (value: unknown): value is FileLabel =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).name === 'string' &&
  typeof (value as Record<string, unknown>).type === 'string';
