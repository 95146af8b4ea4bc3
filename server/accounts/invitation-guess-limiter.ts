import type { Counters, SlidingLimit } from '../limits/counters.ts';

/**
 * Opening or sending a setup or invitation link counts against the sign-in limit of the client's
 * address (the same scope, so the two share it): guessing link tokens is as slow as guessing
 * passwords. A link that turns out to be valid gives its attempt back.
 */
const PER_ADDRESS: SlidingLimit = {
  scope: 'sign-in-address',
  limit: 20,
  windowMs: 15 * 60_000,
  maxKeys: 20_000,
};

export interface LinkAttempt {
  valid(): Promise<void>;
}

export class InvitationGuessLimiter {
  constructor(
    private readonly counters: Counters,
    private readonly now: () => number,
  ) {}

  /** Counts an attempt, or undefined when the address is past its limit and the link may not be checked. */
  async begin(address: string): Promise<LinkAttempt | undefined> {
    const at = this.now();
    if (!(await this.counters.attempt(PER_ADDRESS, address, at))) return undefined;
    return { valid: () => this.counters.takeBack(PER_ADDRESS, address, at) };
  }
}
