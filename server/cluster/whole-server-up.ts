import { answerWorkers, askPrimary } from './primary-questions.ts';

/**
 * With WEB_CONCURRENCY > 1 a load balancer's `/up` reaches one worker, but must speak for every
 * worker it may be handed to: the worker asks the primary, which knows which of its workers still
 * answer 503 while they wait for the database.
 */
const ALL_SERVING = 'secret-push:all-serving?';

/** In the primary: answers each worker's question with `allServing()`. */
export function answerAllServing(allServing: () => boolean): void {
  answerWorkers(ALL_SERVING, allServing);
}

/** In a worker: asks the primary whether every worker serves; no answer in `timeoutMs` is a no. */
export function askAllServing(timeoutMs = 1_000): () => Promise<boolean> {
  const ask = askPrimary<boolean>(ALL_SERVING, timeoutMs, false);
  return async () => (await ask()) === true;
}
