import type { Counters, SlidingLimit } from '../limits/counters.ts';

/** 5 a minute per push; one process's memory holds at most 100,000 pushes, forgetting the least recently tried. */
const PER_PUSH: SlidingLimit = { scope: 'passphrase', limit: 5, windowMs: 60_000, maxKeys: 100_000 };

/**
 * Counts requests carrying a passphrase per push, to refuse guessing past 5 a minute. An attempt is
 * counted in the same step as the check, before the passphrase is compared, so attempts sent in
 * parallel (to any of the processes sharing the counters) can't get more than 5 compared.
 */
export class PassphraseLimiter {
  constructor(private readonly counters: Counters) {}

  /** Records one attempt at `now`; false when it is over the limit (and then records nothing). */
  allow(urlToken: string, now: number): Promise<boolean> {
    return this.counters.attempt(PER_PUSH, urlToken, now);
  }
}
