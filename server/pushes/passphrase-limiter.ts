const WINDOW_MS = 60_000;
const MAX_ATTEMPTS = 5;

/** Counts requests carrying a passphrase per push, to refuse guessing past 5 a minute. */
export class PassphraseLimiter {
  readonly #attempts = new Map<string, number[]>();

  /** Records one attempt at `now`; false when it is over the limit. */
  allow(urlToken: string, now: number): boolean {
    const recent = (this.#attempts.get(urlToken) ?? []).filter((t) => now - t < WINDOW_MS);
    recent.push(now);
    this.#attempts.set(urlToken, recent);
    return recent.length <= MAX_ATTEMPTS;
  }

  /** Forgets windows that have passed, so the map holds only pushes under attack now. */
  prune(now: number): void {
    for (const [token, times] of this.#attempts) {
      if (times.every((t) => now - t >= WINDOW_MS)) this.#attempts.delete(token);
    }
  }
}
