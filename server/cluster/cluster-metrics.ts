import { AggregatorRegistry, type Registry } from 'prom-client';
import { answerWorkers, askPrimary } from './primary-questions.ts';

/**
 * With WEB_CONCURRENCY > 1 a scrape reaches one worker, but must describe the whole server: the
 * worker asks the primary, which gathers every worker's registry (prom-client's cluster support:
 * counters and histograms summed, gauges as each one declares) and answers with the total.
 */
const WHOLE_METRICS = 'secret-push:whole-metrics?';

/** Longer than prom-client's own 5 s wait for the workers, so its error is the one that arrives. */
const ANSWER_TIMEOUT_MS = 6_000;

type Gathered = { text: string } | { error: string };

/** In the primary: answers each worker's request for the whole server's metrics. */
export function answerWholeMetrics(): void {
  const aggregator = new AggregatorRegistry();
  answerWorkers<Gathered>(WHOLE_METRICS, () =>
    aggregator.clusterMetrics().then(
      (text) => ({ text }),
      (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
    ),
  );
}

/**
 * In a worker: lends `registry` to the primary's gatherings and returns the function that asks for
 * the whole server's metrics text. It rejects when the primary or a worker does not answer in time.
 */
export function wholeMetricsOf(registry: Registry): () => Promise<string> {
  // The constructor sets up this worker's side: it answers the primary's requests with `registry`.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries(registry);
  const ask = askPrimary<Gathered>(WHOLE_METRICS, ANSWER_TIMEOUT_MS, { error: 'the primary did not answer' });
  return async () => {
    const gathered = await ask();
    if ('text' in gathered && typeof gathered.text === 'string') return gathered.text;
    throw new Error(
      `the workers' metrics could not be gathered: ${'error' in gathered ? gathered.error : ''}`,
    );
  };
}
