import cluster from 'node:cluster';

/**
 * With WEB_CONCURRENCY > 1 a load balancer's `/up` reaches one worker, but must speak for every
 * worker it may be handed to: the worker asks the primary, which knows which of its workers still
 * answer 503 while they wait for the database.
 */

const ASK = 'secret-push:all-serving?';
const ANSWER = 'secret-push:all-serving';

interface Asked {
  type: typeof ASK;
  id: number;
}

interface Answered {
  type: typeof ANSWER;
  id: number;
  serving: boolean;
}

/** In the primary: answers each worker's question with `allServing()`. */
export function answerAllServing(allServing: () => boolean): void {
  cluster.on('message', (worker, message: Partial<Asked> | null) => {
    if (message?.type !== ASK || typeof message.id !== 'number') return;
    if (worker.isConnected())
      worker.send({ type: ANSWER, id: message.id, serving: allServing() } satisfies Answered);
  });
}

/**
 * In a worker: the function that asks the primary whether every worker serves. An answer that does
 * not come within `timeoutMs` is a no: a primary that cannot answer cannot vouch for its workers.
 */
export function askAllServing(timeoutMs = 1_000): () => Promise<boolean> {
  const waiting = new Map<number, (serving: boolean) => void>();
  let next = 0;
  process.on('message', (message: Partial<Answered> | null) => {
    if (message?.type !== ANSWER || typeof message.id !== 'number') return;
    waiting.get(message.id)?.(message.serving === true);
  });
  return () =>
    new Promise<boolean>((resolve) => {
      const id = next++;
      const settle = (serving: boolean) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(serving);
      };
      const timer = setTimeout(() => settle(false), timeoutMs);
      waiting.set(id, settle);
      process.send?.({ type: ASK, id } satisfies Asked);
    });
}
