import type { Counters, SlidingLimit } from '../limits/counters.ts';
import { PASSWORD_STEP, type SignInAttempt } from './sign-in-limiter.ts';

/**
 * Challenges one address may ask for over 15 minutes, on the sign-in page, the second step and the
 * account page together: three per password attempt the address is allowed, as a person may cancel
 * the browser's prompt and try again.
 */
export const PASSKEY_CHALLENGES: SlidingLimit = {
  scope: 'passkey-challenge-address',
  limit: 3 * PASSWORD_STEP.perAddress.limit,
  windowMs: PASSWORD_STEP.perAddress.windowMs,
  maxKeys: PASSWORD_STEP.perAddress.maxKeys,
};

/**
 * The passkey sign-in's limits, per client address and shared by every worker: challenges have a
 * count of their own, and a passkey sign-in counts against the address's password attempts, so a
 * refused one costs what a wrong password costs and a success is taken back.
 */
export class PasskeyLimiter {
  constructor(
    private readonly counters: Counters,
    private readonly now: () => number,
  ) {}

  /** Counts a challenge asked for; false when the address asked for too many. */
  challenge(address: string): Promise<boolean> {
    return this.counters.attempt(PASSKEY_CHALLENGES, address, this.now());
  }

  /** Counts a sign-in attempt and returns it, or undefined when the address may not try now. */
  async begin(address: string): Promise<SignInAttempt | undefined> {
    const at = this.now();
    const limit = PASSWORD_STEP.perAddress;
    if (!(await this.counters.attempt(limit, address, at))) return undefined;
    return { succeeded: () => this.counters.takeBack(limit, address, at) };
  }
}
