import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * With WEB_CONCURRENCY > 1 a scrape reaches one worker, but must describe the whole server: the
 * worker asks the primary, which gathers every worker's registry (prom-client's cluster support:
 * counters and histograms summed, gauges as each one declares) and answers with the total.
 */

const ASK = 'secret-push:whole-metrics?';
const ANSWER = 'secret-push:whole-metrics';

/** Longer than prom-client's own 5 s wait for the workers, so its error is the one that arrives. */
const ANSWER_TIMEOUT_MS = 6_000;

interface Asked {
  type: typeof ASK;
  id: number;
}

interface Answered {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In the primary: answers each worker's request for the whole server's metrics. */
export function answerWholeMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Partial<Asked> | null) => {
    if (message?.type !== ASK || typeof message.id !== 'number') return;
    const id = message.id;
    const reply = (answer: Omit<Answered, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id, ...answer } satisfies Answered);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/**
 * In a worker: lends `registry` to the primary's gatherings and returns the function that asks for
 * the whole server's metrics text. It rejects when the primary or a worker does not answer in time.
 */
export function wholeMetricsOf(registry: Registry): () => Promise<string> {
  // The constructor sets up this worker's side: it answers the primary's requests with `registry`.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries(registry);
  const waiting = new Map<number, (message: Partial<Answered>) => void>();
  let next = 0;
  process.on('message', (message: Partial<Answered> | null) => {
    if (message?.type !== ANSWER || typeof message.id !== 'number') return;
    waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const settle = (message: Partial<Answered>) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (typeof message.text === 'string') resolve(message.text);
        else reject(new Error(`the workers' metrics could not be gathered: ${message.error}`));
      };
      const timer = setTimeout(() => settle({ error: 'the primary did not answer' }), ANSWER_TIMEOUT_MS);
      waiting.set(id, settle);
      process.send?.({ type: ASK, id } satisfies Asked);
    });
}
