import type { Counters, FixedWindow } from '../limits/counters.ts';

/** Requests allowed per client address; 0 turns that throttle off. Password Pusher's settings. */
export interface ThrottleLimits {
  /** `PWP__THROTTLING__MINUTE` */
  perMinute: number;
  /** `PWP__THROTTLING__SECOND` */
  perSecond: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = { perMinute: 120, perSecond: 60 };
export const THROTTLE_OFF: ThrottleLimits = { perMinute: 0, perSecond: 0 };

/** Addresses counted at once per window in one process's memory; past it the first counted are forgotten. */
const MAX_KEYS = 50_000;

const PER_MINUTE: FixedWindow = { scope: 'throttle-minute', periodMs: 60_000, maxKeys: MAX_KEYS };
const PER_SECOND: FixedWindow = { scope: 'throttle-second', periodMs: 1_000, maxKeys: MAX_KEYS };

/** Per-client throttles: requests a minute and a second, counted in fixed windows aligned to the clock. */
export class RequestThrottle {
  readonly #windows: { window: FixedWindow; limit: number }[];

  constructor(
    private readonly counters: Counters,
    limits: ThrottleLimits,
  ) {
    this.#windows = [
      ...(limits.perMinute > 0 ? [{ window: PER_MINUTE, limit: limits.perMinute }] : []),
      ...(limits.perSecond > 0 ? [{ window: PER_SECOND, limit: limits.perSecond }] : []),
    ];
  }

  get enabled(): boolean {
    return this.#windows.length > 0;
  }

  /** Counts a request from `key`; 0 when it may go on, else whole seconds to wait (at least 1). */
  async hit(key: string, at: number): Promise<number> {
    const counts = await this.counters.hit(
      this.#windows.map((w) => w.window),
      key,
      at,
    );
    let waitMs = 0;
    this.#windows.forEach(({ limit }, i) => {
      const count = counts[i];
      if (count !== undefined && count.hits > limit) waitMs = Math.max(waitMs, count.endsAt - at);
    });
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }
}
