import { readFile, writeFile } from 'node:fs/promises';

/** How often RSS is sampled where the kernel's peak cannot be reset. */
const SAMPLE_MS = 20;
/** The kernel counts CPU time in ticks of 10 ms (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

const kibFrom = (status: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);

const readStatus = (pid: number) => readFile(`/proc/${pid}/status`, 'utf8');

/** User and system CPU time of a process so far, in ms, from /proc/<pid>/stat. */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: utime is the 12th, stime the 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

export interface ProcessWatch {
  /** Stops watching: what the process spent over the stretch. */
  stop(): Promise<{ growthBytes: number; cpuMs: number }>;
}

/**
 * Watches a process over a stretch of work: its CPU time, and its highest resident memory less
 * that at the start. The kernel's own peak (VmHWM) is reset at the start (`clear_refs` 5), so the
 * growth counts every page, also one held for a moment between two samples; a kernel that refuses
 * the reset leaves sampling VmRSS.
 */
export async function watchProcess(pid: number): Promise<ProcessWatch> {
  const reset = await writeFile(`/proc/${pid}/clear_refs`, '5').then(
    () => true,
    () => false,
  );
  const start = kibFrom(await readStatus(pid), 'VmRSS');
  const cpuAtStart = await cpuMs(pid);
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
      return { growthBytes: (peak - start) * 1024, cpuMs: (await cpuMs(pid)) - cpuAtStart };
    },
  };
}
