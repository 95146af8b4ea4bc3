import { AttemptLog } from '../http/attempt-log.ts';

const WINDOW_MS = 60_000;
const MAX_ATTEMPTS = 5;
/** Pushes tracked at once; past it the least recently tried are forgotten. */
const MAX_PUSHES = 100_000;

/**
 * Counts requests carrying a passphrase per push, to refuse guessing past 5 a minute. An attempt is
 * counted in the same step as the check, before the passphrase is compared, so attempts sent in
 * parallel can't get more than 5 compared.
 */
export class PassphraseLimiter {
  readonly #log = new AttemptLog(WINDOW_MS, MAX_ATTEMPTS, MAX_PUSHES);

  /** Records one attempt at `now`; false when it is over the limit (and then records nothing). */
  allow(urlToken: string, now: number): boolean {
    if (this.#log.count(urlToken, now) >= MAX_ATTEMPTS) return false;
    this.#log.add(urlToken, now);
    return true;
  }

  /** Forgets windows that have passed, so the log holds only pushes under attack now. */
  prune(now: number): void {
    this.#log.prune(now);
  }
}
