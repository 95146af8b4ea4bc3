/** Requests allowed per client address; 0 turns that throttle off. Password Pusher's settings. */
export interface ThrottleLimits {
  /** `PWP__THROTTLING__MINUTE` */
  perMinute: number;
  /** `PWP__THROTTLING__SECOND` */
  perSecond: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = { perMinute: 120, perSecond: 60 };
export const THROTTLE_OFF: ThrottleLimits = { perMinute: 0, perSecond: 0 };

/** Addresses counted at once per window; past it the first counted is forgotten. */
const MAX_KEYS = 50_000;

/**
 * Forgets the first-inserted eighth of a full map at once: removing one key at a time would make
 * each removal walk past the holes the earlier ones left, which turns a flood quadratic.
 */
export function forgetOldest(map: Map<string, unknown>): void {
  let left = Math.max(1, Math.floor(map.size / 8));
  for (const key of map.keys()) {
    if (left-- === 0) break;
    map.delete(key);
  }
}

/**
 * Requests per key in fixed windows aligned to the clock (as Password Pusher's rack-attack counts
 * them). Only the current window is held, and at most MAX_KEYS keys in it, so a flood of distinct
 * addresses can't grow memory without bound.
 */
class WindowCounter {
  #window = Number.NaN;
  readonly #counts = new Map<string, number>();

  constructor(
    private readonly periodMs: number,
    private readonly limit: number,
  ) {}

  /** Counts one request; 0 when allowed, else the milliseconds until the window ends. */
  hit(key: string, at: number): number {
    const window = Math.floor(at / this.periodMs);
    if (window !== this.#window) {
      this.#window = window;
      this.#counts.clear();
    }
    const count = this.#counts.get(key) ?? 0;
    if (count >= this.limit) return (window + 1) * this.periodMs - at;
    if (count === 0 && this.#counts.size >= MAX_KEYS) forgetOldest(this.#counts);
    this.#counts.set(key, count + 1);
    return 0;
  }

  get size(): number {
    return this.#counts.size;
  }
}

/** Per-client throttles: requests a minute and a second. */
export class RequestThrottle {
  readonly #counters: WindowCounter[];

  constructor(limits: ThrottleLimits) {
    this.#counters = [
      ...(limits.perMinute > 0 ? [new WindowCounter(60_000, limits.perMinute)] : []),
      ...(limits.perSecond > 0 ? [new WindowCounter(1_000, limits.perSecond)] : []),
    ];
  }

  get enabled(): boolean {
    return this.#counters.length > 0;
  }

  /** Counts a request from `key`; 0 when it may go on, else whole seconds to wait (at least 1). */
  hit(key: string, at: number): number {
    for (const counter of this.#counters) {
      const waitMs = counter.hit(key, at);
      if (waitMs > 0) return Math.max(1, Math.ceil(waitMs / 1000));
    }
    return 0;
  }

  /** Keys held now, over all windows. */
  get size(): number {
    return this.#counters.reduce((sum, counter) => sum + counter.size, 0);
  }
}
