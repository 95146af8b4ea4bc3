import { openLine, sealLine } from './envelope.ts';
import { type Opened, opened, refused, type SealedCrypto } from './outcome.ts';

/** The envelope's first line: what it is and how to open it, for whoever meets it without us. */
export const HUMAN_LINE =
  "This is a sealed Secret Push secret. To read it, open the secret link, paste this text and the link's key into the /open page of any Secret Push server, or use the Secret Push extension.";

/** Password Pusher's payload limit, in characters; a sealed text must fit it on any instance. */
const PAYLOAD_LIMIT = 1_048_576;

export async function sealText(crypto: SealedCrypto, pushKey: Uint8Array, text: string): Promise<string> {
  const line = await sealLine(crypto, pushKey, 'text', new TextEncoder().encode(text));
  return `${HUMAN_LINE}\n${line}`;
}

export async function openText(
  subtle: SubtleCrypto,
  pushKey: Uint8Array,
  envelope: string,
): Promise<Opened<string>> {
  const bytes = await openLine(subtle, pushKey, 'text', envelope);
  if (!bytes.ok) return bytes;
  try {
    return opened(new TextDecoder('utf-8', { fatal: true }).decode(bytes.value));
  } catch {
    return refused('wrong-key-or-damaged');
  }
}

/** The length of `text`'s envelope, known before sealing it. */
export function sealedTextLength(text: string): number {
  const cipherBytes = new TextEncoder().encode(text).length + 16;
  const prefix = `${HUMAN_LINE}\nSP-SEALED-1.t.${'s'.repeat(22)}.`.length;
  return prefix + Math.ceil((cipherBytes * 4) / 3);
}

export const sealedTextFits = (text: string): boolean => sealedTextLength(text) <= PAYLOAD_LIMIT;
