import type { Counters, SlidingLimit } from '../limits/counters.ts';

const WINDOW_MS = 15 * 60_000;
/** E-mails and addresses remembered at once in one process; past it the least recently seen are forgotten. */
const MAX_KEYS = 20_000;
const PER_EMAIL: SlidingLimit = { scope: 'sign-in-email', limit: 5, windowMs: WINDOW_MS, maxKeys: MAX_KEYS };
const PER_ADDRESS: SlidingLimit = {
  scope: 'sign-in-address',
  limit: 20,
  windowMs: WINDOW_MS,
  maxKeys: MAX_KEYS,
};
/** The longest e-mail address there is; a longer one is cut so a key can't be megabytes. */
const MAX_EMAIL = 254;

/** One sign-in attempt counted against its limits; a success takes it back. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

/**
 * Sign-in attempts per e-mail and per client address over 15 minutes: past 5 for one e-mail, or 20
 * from one address, further attempts are refused until the window moves on. An attempt counts from
 * the moment it starts, before the slow password check, so attempts sent in parallel (to any of the
 * processes sharing the counters) can't all be checked; a successful one is taken back and clears
 * the e-mail's count.
 */
export class SignInLimiter {
  constructor(
    private readonly counters: Counters,
    private readonly now: () => number,
  ) {}

  /** Counts an attempt and returns it, or undefined when a limit is reached and it may not be checked. */
  async begin(email: string, address: string): Promise<SignInAttempt | undefined> {
    const at = this.now();
    const byEmail = email.slice(0, MAX_EMAIL);
    if (!(await this.counters.attempt(PER_EMAIL, byEmail, at))) return undefined;
    if (!(await this.counters.attempt(PER_ADDRESS, address, at))) {
      // Refused attempts count nothing: the e-mail's count is given back.
      await this.counters.takeBack(PER_EMAIL, byEmail, at);
      return undefined;
    }
    return {
      succeeded: async () => {
        await this.counters.clear(PER_EMAIL, byEmail);
        await this.counters.takeBack(PER_ADDRESS, address, at);
      },
    };
  }
}
