import type { Counters, SlidingLimit } from '../limits/counters.ts';

const WINDOW_MS = 60 * 60_000;
const MAX_KEYS = 20_000;
/** Mails of the account forms to one address: a few tries, not a way to flood a mailbox. */
const PER_EMAIL: SlidingLimit = {
  scope: 'account-mail-email',
  limit: 5,
  windowMs: WINDOW_MS,
  maxKeys: MAX_KEYS,
};
/** Requests from one client address, whichever addresses it types. */
const PER_ADDRESS: SlidingLimit = {
  scope: 'account-mail-address',
  limit: 20,
  windowMs: WINDOW_MS,
  maxKeys: MAX_KEYS,
};
const MAX_EMAIL = 254;

/**
 * Requests that send account mail (password reset, sign-up, a new address), per e-mail and per
 * client address over an hour; each request counts, whether or not the address has an account,
 * so the limit itself tells nothing.
 */
export class RecoveryLimiter {
  constructor(
    private readonly counters: Counters,
    private readonly now: () => number,
  ) {}

  /** Counts one request; false when a limit is reached and nothing may be sent. */
  async allow(email: string, address: string): Promise<boolean> {
    const at = this.now();
    const byEmail = email.slice(0, MAX_EMAIL);
    if (!(await this.counters.attempt(PER_ADDRESS, address, at))) return false;
    if (await this.counters.attempt(PER_EMAIL, byEmail, at)) return true;
    // Refused requests count nothing: the address's count is given back.
    await this.counters.takeBack(PER_ADDRESS, address, at);
    return false;
  }
}
