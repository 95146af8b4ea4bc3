// Preloaded into a measured server process (`node --import ./bench/probe.ts ...`) when the bench
// spawns it with an IPC channel; it answers the bench's questions about this process. Cluster
// workers inherit the preload: each answers its primary, which answers for all of them.
import cluster from 'node:cluster';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { combineReadings, type ProbeReading } from './probe-readings.ts';

export type { ProbeReading } from './probe-readings.ts';

/** What a worker's probe and its primary's say to each other (tagged: the server's own messages pass by). */
interface WorkerMessage {
  benchProbe: 'reset' | 'read' | 'reading';
  reading?: ProbeReading;
}
const WORKER_ANSWER_MS = 2000;

function localProbe(): { reset(): void; read(): ProbeReading } {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let peakRss = 0;
  setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 50).unref();
  return {
    reset() {
      delay.reset();
      peakRss = process.memoryUsage.rss();
    },
    read() {
      const rss = process.memoryUsage.rss();
      return {
        delayP99Ms: delay.percentile(99) / 1e6,
        delayMaxMs: delay.max / 1e6,
        rssMb: rss / 2 ** 20,
        peakRssMb: Math.max(peakRss, rss) / 2 ** 20,
        processes: 1,
      };
    },
  };
}

const isProbeMessage = (message: unknown): message is WorkerMessage =>
  typeof message === 'object' && message !== null && 'benchProbe' in message;

/** Asks every live worker; one that does not answer in time (no probe, or stopping) is left out. */
async function askWorkers(question: 'reset' | 'read'): Promise<ProbeReading[]> {
  const workers = Object.values(cluster.workers ?? {}).filter((w) => w?.isConnected());
  const answers = await Promise.all(
    workers.map(
      (worker) =>
        new Promise<ProbeReading | null>((resolve) => {
          if (!worker) return resolve(null);
          const timer = setTimeout(() => done(null), WORKER_ANSWER_MS);
          const onMessage = (message: unknown) => {
            if (isProbeMessage(message) && message.benchProbe === 'reading') done(message.reading ?? null);
          };
          const done = (reading: ProbeReading | null) => {
            clearTimeout(timer);
            worker.off('message', onMessage);
            resolve(reading);
          };
          worker.on('message', onMessage);
          worker.send({ benchProbe: question } satisfies WorkerMessage);
        }),
    ),
  );
  return answers.filter((a): a is ProbeReading => a !== null);
}

const send = process.send?.bind(process);
if (send && cluster.isWorker) {
  const probe = localProbe();
  // The cluster owns this channel's lifetime; the probe only answers on it.
  process.on('message', (message: unknown) => {
    if (!isProbeMessage(message)) return;
    if (message.benchProbe === 'reset') probe.reset();
    send({ benchProbe: 'reading', reading: probe.read() } satisfies WorkerMessage);
  });
} else if (send) {
  const probe = localProbe();
  process.on('message', (message: unknown) => {
    if (message === 'reset') {
      probe.reset();
      askWorkers('reset').then(() => send({ reset: true }));
    } else if (message === 'read') {
      const own = probe.read();
      askWorkers('read').then((workers) => send(combineReadings(own, workers)));
    }
  });
  // The IPC channel must not keep a server alive that was told to stop.
  process.channel?.unref();
}
