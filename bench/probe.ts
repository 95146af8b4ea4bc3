// Preloaded into a measured server process (`node --import ./bench/probe.ts ...`) when the bench
// spawns it with an IPC channel; it answers the bench's questions about this process.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ProbeReading {
  /** Event-loop delay p99 and max since the last reset, in milliseconds. */
  delayP99Ms: number;
  delayMaxMs: number;
  rssMb: number;
  /** Highest resident set size seen since the last reset, sampled every 50 ms. */
  peakRssMb: number;
}

const send = process.send?.bind(process);
if (send) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 50);
  sampler.unref();
  process.on('message', (message: unknown) => {
    if (message === 'reset') {
      delay.reset();
      peakRss = process.memoryUsage.rss();
      send({ reset: true });
    } else if (message === 'read') {
      const rss = process.memoryUsage.rss();
      const reading: ProbeReading = {
        delayP99Ms: delay.percentile(99) / 1e6,
        delayMaxMs: delay.max / 1e6,
        rssMb: rss / 2 ** 20,
        peakRssMb: Math.max(peakRss, rss) / 2 ** 20,
      };
      send(reading);
    }
  });
  // The IPC channel must not keep a server alive that was told to stop.
  process.channel?.unref();
}
