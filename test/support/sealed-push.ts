import { webcrypto } from 'node:crypto';
import type { SealedCrypto } from '../../shared/sealed/outcome.ts';
import { keyFragment, newPushKey } from '../../shared/sealed/push-key.ts';
import { sealFileStream } from '../../shared/sealed/seal-file.ts';
import { sealFileName } from '../../shared/sealed/sealed-file-name.ts';
import { sealedPayload, sealedUploadName } from '../../shared/sealed/sealed-payload.ts';
import { sealText } from '../../shared/sealed/sealed-text.ts';

/** Node's own WebCrypto: the tests seal as a sender would, outside any browser. */
export const nodeCrypto: SealedCrypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n) => webcrypto.getRandomValues(new Uint8Array(n)),
};

export interface PlainFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface SealedPush {
  key: Uint8Array;
  /** `k1=…`, the link's fragment without its `#`. */
  fragment: string;
  /** What the instance stores and shows: the envelope lines. */
  payload: string;
  /** Each file as uploaded: its place's name and its sealed bytes. */
  files: { name: string; bytes: Uint8Array }[];
}

export async function sealBytes(
  crypto: SealedCrypto,
  key: Uint8Array,
  bytes: Uint8Array,
): Promise<Uint8Array> {
  const sealed = new Response(
    new Blob([new Uint8Array(bytes)]).stream().pipeThrough(sealFileStream(crypto, key)),
  );
  return new Uint8Array(await sealed.arrayBuffer());
}

/** Seals a push's text and files under a new key, as the extension and our push form do. */
export async function sealPush(text: string | undefined, files: PlainFile[] = []): Promise<SealedPush> {
  const key = newPushKey(nodeCrypto.randomBytes);
  const textEnvelope = text === undefined ? undefined : await sealText(nodeCrypto, key, text);
  const names = await Promise.all(files.map((f) => sealFileName(nodeCrypto, key, f)));
  const sealedFiles = await Promise.all(
    files.map(async (f, i) => ({
      name: sealedUploadName(i),
      bytes: await sealBytes(nodeCrypto, key, f.bytes),
    })),
  );
  return { key, fragment: keyFragment(key), payload: sealedPayload(textEnvelope, names), files: sealedFiles };
}
