import { AttemptLog } from '../http/attempt-log.ts';

const WINDOW_MS = 15 * 60_000;
const PER_EMAIL = 5;
const PER_ADDRESS = 20;
/** E-mails and addresses remembered at once; past it the least recently seen are forgotten. */
const MAX_KEYS = 20_000;
/** The longest e-mail address there is; a longer one is cut so a key can't be megabytes. */
const MAX_EMAIL = 254;

/** One sign-in attempt counted against its limits; a success takes it back. */
export interface SignInAttempt {
  succeeded(): void;
}

/**
 * Sign-in attempts per e-mail and per client address over 15 minutes: past 5 for one e-mail, or 20
 * from one address, further attempts are refused until the window moves on. An attempt counts from
 * the moment it starts, before the slow password check, so attempts sent in parallel can't all be
 * checked; a successful one is taken back and clears the e-mail's count.
 */
export class SignInLimiter {
  readonly #log = new AttemptLog(WINDOW_MS, PER_ADDRESS, MAX_KEYS);

  constructor(private readonly now: () => number) {}

  /** Counts an attempt and returns it, or undefined when the limit is reached and it may not be checked. */
  begin(email: string, address: string): SignInAttempt | undefined {
    const at = this.now();
    const byEmail = `e:${email.slice(0, MAX_EMAIL)}`;
    const byAddress = `a:${address}`;
    if (this.#log.count(byEmail, at) >= PER_EMAIL || this.#log.count(byAddress, at) >= PER_ADDRESS) {
      return undefined;
    }
    this.#log.add(byEmail, at);
    this.#log.add(byAddress, at);
    return {
      succeeded: () => {
        this.#log.clear(byEmail);
        this.#log.remove(byAddress, at);
      },
    };
  }
}
