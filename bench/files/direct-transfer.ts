import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage } from '../../server/files/file-storage.ts';
import type { Timed } from './api-transfer.ts';
import { digestOf, type FileContent } from './file-content.ts';

/**
 * The same bytes put into and got back from the storage the server would use, with no server in
 * between: what a transfer through the server is measured against. The object is removed after.
 */
export async function putAndGetDirectly(
  storage: FileStorage,
  content: FileContent,
): Promise<{ put: Timed; get: Timed }> {
  const key = `bench-${randomBytes(8).toString('hex')}.bin`;
  try {
    let started = performance.now();
    await storage.put(key, Readable.from(content.chunks(), { objectMode: false }));
    const put = { ms: performance.now() - started };
    started = performance.now();
    const stream = await storage.get(key);
    if (stream === undefined) throw new Error('The object just put could not be found.');
    const read = await digestOf(stream);
    return { put, get: { ms: performance.now() - started, ...read } };
  } finally {
    await storage.delete(key);
  }
}
