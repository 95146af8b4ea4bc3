import { forgetOldest } from './throttle.ts';

/**
 * Times of attempts per key over a sliding window, for limits that must hold under concurrency:
 * callers count an attempt (`add`) in the same synchronous step as the check (`count`), before any
 * slow work. Memory is bounded: each key keeps at most `perKey` times, and past `maxKeys` keys the
 * oldest key is forgotten, so a flood of distinct keys can't grow it without bound.
 */
export class AttemptLog {
  readonly #times = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly perKey: number,
    private readonly maxKeys: number,
  ) {}

  /** Attempts of `key` within the window ending at `at`. */
  count(key: string, at: number): number {
    return this.#recent(key, at).length;
  }

  add(key: string, at: number): void {
    const times = this.#recent(key, at);
    times.push(at);
    // Only the newest times matter to a limit of `perKey`; older ones would only take memory.
    if (times.length > this.perKey) times.splice(0, times.length - this.perKey);
    this.#times.delete(key);
    this.#times.set(key, times);
    // Keys are kept in order of last use: the first are the ones touched longest ago.
    if (this.#times.size > this.maxKeys) forgetOldest(this.#times);
  }

  /** Takes back one attempt made at `at` (an attempt that turned out to be allowed). */
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
