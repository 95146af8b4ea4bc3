import { webcrypto } from 'node:crypto';
import { openFileStream } from '../../shared/sealed/open-file.ts';
import { parsePushKey } from '../../shared/sealed/push-key.ts';
import { openFileName } from '../../shared/sealed/sealed-file-name.ts';
import { sealedLines } from '../../shared/sealed/sealed-payload.ts';
import { openText } from '../../shared/sealed/sealed-text.ts';
import type { PushJson } from '../../shared/wire.ts';

const subtle = webcrypto.subtle as SubtleCrypto;

export interface OpenedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A file's sealed bytes opened with the key; throws unless the whole file opened. */
async function openDownload(key: Uint8Array, sealed: Response): Promise<Buffer> {
  const opening = openFileStream(subtle, key);
  const parts: Uint8Array[] = [];
  const drained = (sealed.body as ReadableStream<Uint8Array>)
    .pipeThrough(opening.stream)
    .pipeTo(new WritableStream({ write: (chunk) => void parts.push(chunk) }))
    .catch(() => {});
  const result = await opening.result;
  await drained;
  if (!result.ok) throw new Error(`the file did not open: ${result.reason}`);
  return Buffer.concat(parts);
}

/** What a sealed push holds, opened in Node with the key of its whole link, as a recipient would. */
export async function openSealedPush(
  push: PushJson,
  link: string,
  download: (url: string) => Promise<Response>,
): Promise<{ text: string | undefined; files: OpenedFile[] }> {
  const key = parsePushKey(link);
  const lines = sealedLines(push.payload ?? '');
  if (!key.ok || lines === undefined) throw new Error('no key in the link, or no envelope in the payload');
  const text = lines.text === undefined ? undefined : await openText(subtle, key.value, lines.text);
  if (text !== undefined && !text.ok) throw new Error(`the text did not open: ${text.reason}`);
  const files: OpenedFile[] = [];
  for (const [i, line] of lines.fileNames.entries()) {
    const label = await openFileName(subtle, key.value, line);
    const file = push.files?.[i];
    if (!label.ok || file === undefined) throw new Error(`file ${i + 1} did not open`);
    files.push({ ...label.value, bytes: await openDownload(key.value, await download(file.url)) });
  }
  return { text: text?.value, files };
}
