import type { NewPushRequest } from '../../shared/api-client.ts';
import type { SealedCrypto } from '../../shared/sealed/outcome.ts';
import { keyFragment, newPushKey } from '../../shared/sealed/push-key.ts';
import { sealFileStream } from '../../shared/sealed/seal-file.ts';
import { sealFileName } from '../../shared/sealed/sealed-file-name.ts';
import { sealedPayload, sealedUploadName } from '../../shared/sealed/sealed-payload.ts';
import { sealText } from '../../shared/sealed/sealed-text.ts';
import type { SealedText } from './sealed-ahead.ts';

/** WebCrypto, with random bytes from the environment's `getRandomValues`. */
export function sealedCrypto(
  fill: (into: Uint8Array) => Uint8Array,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): SealedCrypto {
  return { subtle, randomBytes: (length) => fill(new Uint8Array(length)) };
}

/** A push sealed in this browser: what goes to the instance, and the key that stays in the link. */
export interface SealedPush {
  request: NewPushRequest;
  /** The files to upload, sealed, named by their place only. */
  files: File[];
  /** `k1=` and the key, for the link's fragment and this browser's memory; never sent. */
  fragment: string;
}

/** A chosen file the browser could not read (moved or changed on disk since it was picked). */
export class UnreadableFile extends Error {
  override name = 'UnreadableFile';
  constructor(readonly fileName: string) {
    super(fileName);
  }
}

/** A file's sealed bytes, streamed through the sealer record by record, as a Blob to upload. */
async function sealFile(crypto: SealedCrypto, key: Uint8Array, file: File, index: number): Promise<File> {
  let sealed: Blob;
  try {
    sealed = await new Response(file.stream().pipeThrough(sealFileStream(crypto, key))).blob();
  } catch {
    throw new UnreadableFile(file.name);
  }
  return new File([sealed], sealedUploadName(index), { type: 'application/octet-stream' });
}

/**
 * Seals a push under a new key: the text into its envelope, each file's name and type into a line
 * of the payload and its bytes into a sealed upload. Name, note and the other settings stay as given.
 */
export async function sealPush(
  crypto: SealedCrypto,
  request: NewPushRequest,
  files: readonly File[] = [],
  /** The text already sealed under its own new key (sealAhead), when it is this request's. */
  ahead: SealedText | null = null,
): Promise<SealedPush> {
  const made = ahead?.text === request.payload && request.payload !== '' ? ahead : null;
  const key = made?.key ?? newPushKey(crypto.randomBytes);
  const text =
    request.payload === '' ? undefined : (made?.envelope ?? (await sealText(crypto, key, request.payload)));
  const nameLines: string[] = [];
  const sealedFiles: File[] = [];
  for (const [index, file] of files.entries()) {
    nameLines.push(await sealFileName(crypto, key, { name: file.name, type: file.type }));
    sealedFiles.push(await sealFile(crypto, key, file, index));
  }
  return {
    request: { ...request, payload: sealedPayload(text, nameLines) },
    files: sealedFiles,
    fragment: keyFragment(key),
  };
}
