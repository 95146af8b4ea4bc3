import cluster from 'node:cluster';

/**
 * A question a worker puts to the primary over the cluster's channel, and its answer: one request
 * type per question, answers matched to questions by id since several may be in flight.
 */
interface Question {
  type: string;
  id: number;
}

type Answer<T> = { type: string; id: number; answer: T };

const answerType = (question: string) => `${question}:answer`;

/** In the primary: answers every worker's `question` with what `answer()` gives for it. */
export function answerWorkers<T>(question: string, answer: () => T | Promise<T>): void {
  cluster.on('message', (worker, message: Partial<Question> | null) => {
    if (message?.type !== question || typeof message.id !== 'number') return;
    const id = message.id;
    Promise.resolve()
      .then(answer)
      .then(
        (value) => {
          if (worker.isConnected())
            worker.send({ type: answerType(question), id, answer: value } satisfies Answer<T>);
        },
        // An answer that fails is no answer: the worker's wait runs out, and silence is its reply.
        () => {},
      );
  });
}

/**
 * In a worker: the function that puts `question` to the primary. An answer that does not come
 * within `timeoutMs` is `silent`: a primary that cannot answer cannot speak for its workers.
 */
export function askPrimary<T>(question: string, timeoutMs: number, silent: T): () => Promise<T> {
  const waiting = new Map<number, (value: T) => void>();
  let next = 0;
  process.on('message', (message: Partial<Answer<T>> | null) => {
    if (message?.type !== answerType(question) || typeof message.id !== 'number') return;
    waiting.get(message.id)?.(message.answer as T);
  });
  return () =>
    new Promise<T>((resolve) => {
      const id = next++;
      const settle = (value: T) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(value);
      };
      const timer = setTimeout(() => settle(silent), timeoutMs);
      waiting.set(id, settle);
      process.send?.({ type: question, id } satisfies Question);
    });
}
