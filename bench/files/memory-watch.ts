import { readFile, writeFile } from 'node:fs/promises';

/** How often RSS is sampled where the kernel's peak cannot be reset. */
const SAMPLE_MS = 20;

const kibFrom = (status: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);

const readStatus = (pid: number) => readFile(`/proc/${pid}/status`, 'utf8');

export interface MemoryWatch {
  /** Stops watching: the highest RSS reached since the start, less the RSS at the start, in bytes. */
  stop(): Promise<number>;
}

/**
 * Watches a process's resident memory over a stretch of work. The kernel's own peak (VmHWM) is
 * reset at the start (`clear_refs` 5), so the growth counts every page, also one held for a moment
 * between two samples; a kernel that refuses the reset leaves sampling VmRSS.
 */
export async function watchMemory(pid: number): Promise<MemoryWatch> {
  const reset = await writeFile(`/proc/${pid}/clear_refs`, '5').then(
    () => true,
    () => false,
  );
  const start = kibFrom(await readStatus(pid), 'VmRSS');
  let sampled = start;
  const sampler = reset
    ? undefined
    : setInterval(() => {
        readStatus(pid).then(
          (status) => {
            sampled = Math.max(sampled, kibFrom(status, 'VmRSS'));
          },
          () => {},
        );
      }, SAMPLE_MS);
  return {
    async stop() {
      clearInterval(sampler);
      const status = await readStatus(pid);
      const peak = reset ? kibFrom(status, 'VmHWM') : Math.max(sampled, kibFrom(status, 'VmRSS'));
      return (peak - start) * 1024;
    },
  };
}
