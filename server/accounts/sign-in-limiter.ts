import type { Counters, SlidingLimit } from '../limits/counters.ts';

const WINDOW_MS = 15 * 60_000;
/** E-mails and addresses remembered at once in one process; past it the least recently seen are forgotten. */
const MAX_KEYS = 20_000;
const limits = (accountScope: string, addressScope: string): SignInLimits => ({
  perAccount: { scope: accountScope, limit: 5, windowMs: WINDOW_MS, maxKeys: MAX_KEYS },
  perAddress: { scope: addressScope, limit: 20, windowMs: WINDOW_MS, maxKeys: MAX_KEYS },
});
/** The longest e-mail address there is; a longer one is cut so a key can't be megabytes. */
const MAX_EMAIL = 254;

/** The limits of one step of signing in: per account (its e-mail or id) and per client address. */
export interface SignInLimits {
  perAccount: SlidingLimit;
  perAddress: SlidingLimit;
}

/** The password step, and the re-entry of a password on the account's own pages. */
export const PASSWORD_STEP = limits('sign-in-email', 'sign-in-address');
/** The second factor's codes, per user id, counted apart from the password's tries. */
export const SECOND_STEP = limits('second-step-user', 'second-step-address');

/** One sign-in attempt counted against its limits; a success takes it back. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

/**
 * Sign-in attempts per account and per client address over 15 minutes: past 5 for one account, or
 * 20 from one address, further attempts are refused until the window moves on. An attempt counts from
 * the moment it starts, before the slow password check, so attempts sent in parallel (to any of the
 * processes sharing the counters) can't all be checked; a successful one is taken back and clears
 * the e-mail's count.
 */
export class SignInLimiter {
  constructor(
    private readonly counters: Counters,
    private readonly now: () => number,
    private readonly step: SignInLimits = PASSWORD_STEP,
  ) {}

  /** Counts an attempt and returns it, or undefined when a limit is reached and it may not be checked. */
  async begin(account: string, address: string): Promise<SignInAttempt | undefined> {
    const at = this.now();
    const { perAccount, perAddress } = this.step;
    const key = account.slice(0, MAX_EMAIL);
    if (!(await this.counters.attempt(perAccount, key, at))) return undefined;
    if (!(await this.counters.attempt(perAddress, address, at))) {
      // Refused attempts count nothing: the account's count is given back.
      await this.counters.takeBack(perAccount, key, at);
      return undefined;
    }
    return {
      succeeded: async () => {
        await this.counters.clear(perAccount, key);
        await this.counters.takeBack(perAddress, address, at);
      },
    };
  }
}
