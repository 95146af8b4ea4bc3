import { setFlagsFromString } from 'node:v8';

/**
 * V8 frees a collected ArrayBuffer's memory on a helper thread by default, and counts it as
 * allocated until that thread is done. A file streamed through the server allocates a buffer per
 * 64 KiB chunk read and another per chunk decrypted; on a busy machine the helper lagged behind,
 * the count passed V8's limit for memory outside its heap, and each 256 MB download paid 10-20
 * full collections of the whole heap. Freed at once, after each young collection, the count stays
 * near what is really held. (Uploads once grew with it, while fetch copied each 5 MiB part and
 * those copies waited for a full collection; bucket requests now go out without that copy.)
 */
export const SWEEP_ARRAY_BUFFERS_AT_ONCE = '--no-concurrent-array-buffer-sweeping';

/** The flags this server sets for itself, less any the node command line names either way. */
export function heapFlags(execArgv: readonly string[]): string[] {
  const bare = (arg: string) =>
    arg
      .replace(/^--(no-)?/, '')
      .replaceAll('_', '-')
      .split('=')[0];
  const named = new Set(execArgv.map(bare));
  return [SWEEP_ARRAY_BUFFERS_AT_ONCE].filter((flag) => !named.has(bare(flag)));
}

/** Sets the flags of `heapFlags` in this process; before the first request, as the server starts. */
export function setHeapFlags(execArgv: readonly string[]): void {
  for (const flag of heapFlags(execArgv)) setFlagsFromString(flag);
}
