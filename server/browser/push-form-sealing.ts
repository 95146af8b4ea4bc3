import type { SealedCrypto } from '../../shared/sealed/outcome.ts';
import { newPushKey } from '../../shared/sealed/push-key.ts';
import { sealFileStream } from '../../shared/sealed/seal-file.ts';
import { sealFileName } from '../../shared/sealed/sealed-file-name.ts';
import { sealedPayload, sealedUploadName } from '../../shared/sealed/sealed-payload.ts';
import { sealText } from '../../shared/sealed/sealed-text.ts';

/** The push form's files field (see push-form-views.ts). */
export const FILES_FIELD = 'push[files][]';

/** What the page sends for a sealed push, and the key that goes only into the link's fragment. */
export interface SealedPost {
  body: FormData;
  key: Uint8Array;
}

export const browserCrypto = (): SealedCrypto => ({
  subtle: crypto.subtle,
  randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
});

/** A file's sealed bytes, made a record at a time; the browser may keep the parts on disk. */
async function sealFile(
  sealing: SealedCrypto,
  key: Uint8Array,
  file: File,
  onSealed: (bytes: number) => void,
): Promise<Blob> {
  const parts: Blob[] = [];
  await file
    .stream()
    .pipeThrough(sealFileStream(sealing, key))
    .pipeTo(
      new WritableStream<Uint8Array>({
        write(chunk) {
          parts.push(new Blob([chunk as Uint8Array<ArrayBuffer>]));
          onSealed(chunk.length);
        },
      }),
    );
  return new Blob(parts, { type: 'application/octet-stream' });
}

/**
 * The form's fields with the secret replaced by the push's payload of envelopes (the text's line,
 * then one name line per file) and each file by its sealed bytes under its place alone. Nothing
 * typed or chosen as the secret is left in the body.
 */
export async function sealPost(
  sealing: SealedCrypto,
  form: HTMLFormElement,
  files: File[],
  onSealed: (bytes: number) => void,
): Promise<SealedPost> {
  const key = newPushKey(sealing.randomBytes);
  const body = new FormData(form);
  const text = body.get('payload');
  const envelope = typeof text === 'string' && text !== '' ? await sealText(sealing, key, text) : undefined;
  const names: string[] = [];
  const sealed: Blob[] = [];
  for (const file of files) {
    names.push(await sealFileName(sealing, key, { name: file.name, type: file.type }));
    sealed.push(await sealFile(sealing, key, file, onSealed));
  }
  body.set('payload', sealedPayload(envelope, names));
  body.delete(FILES_FIELD);
  sealed.forEach((blob, i) => {
    body.append(FILES_FIELD, blob, sealedUploadName(i));
  });
  return { body, key };
}
