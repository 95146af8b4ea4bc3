import { forgetOldest } from './forget-oldest.ts';

/**
 * Times of attempts per key over a sliding window, in one process's memory. The check and the count
 * are one synchronous step, so parallel attempts can't get past a limit. Memory is bounded: a key
 * holds at most `limit` times (only allowed attempts are kept), and past `maxKeys` keys the least
 * recently counted are forgotten, so a flood of distinct keys can't grow it without bound.
 */
export class AttemptLog {
  readonly #times = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys: number,
  ) {}

  /** Counts an attempt at `at` unless `limit` were counted within the window; whether it was counted. */
  attempt(key: string, at: number, limit: number): boolean {
    const times = this.#recent(key, at);
    if (times.length >= limit) return false;
    times.push(at);
    // Keys are kept in order of last use: the first are the ones touched longest ago.
    this.#times.delete(key);
    this.#times.set(key, times);
    if (this.#times.size > this.maxKeys) forgetOldest(this.#times);
    return true;
  }

  /** Attempts of `key` within the window ending at `at`. */
  count(key: string, at: number): number {
    return this.#recent(key, at).length;
  }

  /** Takes back one attempt made at `at`. */
  remove(key: string, at: number): void {
    const times = this.#times.get(key);
    const index = times?.lastIndexOf(at) ?? -1;
    if (times === undefined || index < 0) return;
    times.splice(index, 1);
    if (times.length === 0) this.#times.delete(key);
  }

  clear(key: string): void {
    this.#times.delete(key);
  }

  /** Forgets keys whose attempts are all older than the window. */
  prune(at: number): void {
    for (const [key, times] of this.#times)
      if (!times.some((t) => at - t < this.windowMs)) this.#times.delete(key);
  }

  get size(): number {
    return this.#times.size;
  }

  #recent(key: string, at: number): number[] {
    const times = this.#times.get(key);
    if (times === undefined) return [];
    const recent = times.filter((t) => at - t < this.windowMs);
    if (recent.length === 0) this.#times.delete(key);
    else if (recent.length !== times.length) this.#times.set(key, recent);
    return recent;
  }
}
