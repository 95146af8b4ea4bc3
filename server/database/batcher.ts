/** How the calls that wait at once are sent together: shared by the store's and the counters' statements. */
export interface Batching {
  /** Batches of one kind (finds, claims, ...) on their way at once. */
  maxInFlight: number;
  /** Calls one statement carries at most. */
  maxBatch: number;
}

/**
 * Four batches of each kind (finds, claims, lists, ...) at once: a request's statements come one
 * after another, so the kinds a busy load uses all fit in a pool of 20; more wait for a connection.
 */
export const DEFAULT_BATCHING: Batching = { maxInFlight: 4, maxBatch: 64 };

export interface BatcherOptions<I> extends Batching {
  /**
   * Calls with the same key never share a batch: a later one waits for the next. For statements
   * that may touch a row only once (an upsert), or whose answers are matched to calls by key.
   */
  keyOf?: (input: I) => string;
}

interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal | undefined;
}

/**
 * Gathers the calls made while earlier ones are on their way to the database and sends them as one
 * statement: under load, many requests share one round trip and one commit, as the embedded store's
 * group commit shares one disk write. A call made when nothing waits goes at the end of the current
 * turn of the event loop, with the calls made in that same turn.
 *
 * `run` answers each input in order (an answer for every input), or throws: then every call of that
 * batch fails with its error.
 */
export class Batcher<I, O> {
  #waiting: Waiting<I, O>[] = [];
  #inFlight = 0;
  #scheduled = false;

  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly options: BatcherOptions<I>,
  ) {}

  /** A call whose `signal` aborts before its batch is sent is left out of it and rejects with the signal's reason. */
  call(input: I, signal?: AbortSignal): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.#waiting.push({ input, resolve, reject, signal });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#waiting.length === 0 || this.#inFlight >= this.options.maxInFlight) return;
    this.#scheduled = true;
    // After the poll phase: the requests read in this turn have all made their calls by then.
    setImmediate(() => {
      this.#scheduled = false;
      this.#send();
    });
  }

  #send(): void {
    // A call whose caller gave up while it waited is never sent: a claimed view reaching no one, say.
    this.#waiting = this.#waiting.filter((w) => {
      if (w.signal?.aborted) w.reject(w.signal.reason);
      return w.signal?.aborted !== true;
    });
    while (this.#waiting.length > 0 && this.#inFlight < this.options.maxInFlight) {
      const batch = this.#take();
      this.#inFlight++;
      void this.#runBatch(batch);
    }
  }

  /** The oldest waiting calls, up to maxBatch, no two with the same key; the rest keep their order. */
  #take(): Waiting<I, O>[] {
    const { keyOf, maxBatch } = this.options;
    if (keyOf === undefined) return this.#waiting.splice(0, maxBatch);
    const keys = new Set<string>();
    const batch: Waiting<I, O>[] = [];
    const left: Waiting<I, O>[] = [];
    for (const waiting of this.#waiting) {
      const key = keyOf(waiting.input);
      if (batch.length < maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else left.push(waiting);
    }
    this.#waiting = left;
    return batch;
  }

  async #runBatch(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const outputs = await this.run(batch.map((w) => w.input));
      if (outputs.length !== batch.length) throw new Error('a batch was not answered call for call');
      for (const [i, w] of batch.entries()) w.resolve(outputs[i] as O);
    } catch (error) {
      for (const w of batch) w.reject(error);
    } finally {
      this.#inFlight--;
      this.#schedule();
    }
  }
}
