const WINDOW_MS = 15 * 60_000;
const PER_EMAIL = 5;
const PER_ADDRESS = 20;

/**
 * Failed sign-ins per e-mail and per client address over 15 minutes: past 5 for one e-mail, or 20
 * from one address, further attempts are refused until the window moves on.
 */
export class SignInLimiter {
  readonly #failures = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  #recent(key: string): number[] {
    const at = this.now();
    const times = (this.#failures.get(key) ?? []).filter((t) => at - t < WINDOW_MS);
    if (times.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, times);
    return times;
  }

  /** Whether an attempt may be checked now. */
  allows(email: string, address: string): boolean {
    return this.#recent(`e:${email}`).length < PER_EMAIL && this.#recent(`a:${address}`).length < PER_ADDRESS;
  }

  fail(email: string, address: string): void {
    for (const key of [`e:${email}`, `a:${address}`])
      this.#failures.set(key, [...this.#recent(key), this.now()]);
  }

  succeed(email: string): void {
    this.#failures.delete(`e:${email}`);
  }
}
