import type { WindowCount } from './counters.ts';
import { forgetOldest } from './forget-oldest.ts';

/**
 * Hits per key in fixed windows aligned to the clock, in one process's memory. Only the current
 * window is held, and at most `maxKeys` keys in it, so a flood of distinct keys can't grow memory
 * without bound.
 */
export class WindowCounter {
  #window = Number.NaN;
  readonly #hits = new Map<string, number>();

  constructor(
    private readonly periodMs: number,
    private readonly maxKeys: number,
  ) {}

  hit(key: string, at: number): WindowCount {
    const window = Math.floor(at / this.periodMs);
    if (window !== this.#window) {
      this.#window = window;
      this.#hits.clear();
    }
    const hits = (this.#hits.get(key) ?? 0) + 1;
    if (hits === 1 && this.#hits.size >= this.maxKeys) forgetOldest(this.#hits);
    this.#hits.set(key, hits);
    return { hits, endsAt: (window + 1) * this.periodMs };
  }

  /** Forgets the window once it is over. */
  prune(at: number): void {
    if (Math.floor(at / this.periodMs) !== this.#window) this.#hits.clear();
  }

  get size(): number {
    return this.#hits.size;
  }
}
