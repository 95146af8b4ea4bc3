import { webcrypto } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { openFileStream } from '../../shared/sealed/open-file.ts';
import { parsePushKey } from '../../shared/sealed/push-key.ts';
import { openFileName } from '../../shared/sealed/sealed-file-name.ts';
import { sealedLines } from '../../shared/sealed/sealed-payload.ts';
import { openText } from '../../shared/sealed/sealed-text.ts';
import type { PushJson } from '../../shared/wire.ts';

const subtle = webcrypto.subtle as SubtleCrypto;

/**
 * A TCP proxy to `target` that keeps every byte a browser sends through it, request lines, headers
 * and bodies alike; `holdAfter(n)` stops reading once `n` more bytes came, until its release, so an
 * upload's progress can be seen part-way.
 */
export async function recordingProxy(target: string) {
  const { hostname, port } = new URL(target);
  const sent: Buffer[] = [];
  const sockets = new Set<Socket>();
  let seen = 0;
  let gate: { at: number; open: Promise<void> } | undefined;
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      sent.push(chunk);
      seen += chunk.length;
      upstream.write(chunk);
      if (gate === undefined || seen < gate.at) return;
      client.pause();
      void gate.open.then(() => client.resume());
    });
    client.on('end', () => upstream.end());
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent: () => Buffer.concat(sent),
    /** Holds what clients send after `bytes` more; the returned function lets it go. */
    holdAfter(bytes: number): () => void {
      let release: () => void = () => {};
      gate = { at: seen + bytes, open: new Promise<void>((resolve) => (release = resolve)) };
      return () => {
        gate = undefined;
        release();
      };
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

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
