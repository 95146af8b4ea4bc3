/**
 * A limit over a sliding window: at most `limit` attempts of one key in any `windowMs`. `scope`
 * names what is counted (two scopes never share a count); `maxKeys` bounds the keys a scope holds in
 * one process's memory, past which the least recently used are forgotten (a database needs no bound:
 * the sweep prunes it).
 */
export interface SlidingLimit {
  scope: string;
  limit: number;
  windowMs: number;
  maxKeys: number;
}

/** Fixed windows of `periodMs` aligned to the clock (as rack-attack counts requests), per key. */
export interface FixedWindow {
  scope: string;
  periodMs: number;
  maxKeys: number;
}

/** Hits of one key in the window holding the hit, this one included, and when that window ends. */
export interface WindowCount {
  hits: number;
  endsAt: number;
}

/**
 * Counters that several server processes can share: sign-in, passphrase and request limits. Every
 * method is one atomic step where it stores, so attempts made at once from several processes can't
 * get past a limit together. Keys may be secrets (url tokens, e-mails): a shared implementation
 * stores only their digests.
 */
export interface Counters {
  /**
   * Counts one attempt of `key` at `at`, unless `limit` attempts were counted within the window
   * ending at `at`: true when counted (the attempt may go on), false when refused (nothing counted).
   */
  attempt(limit: SlidingLimit, key: string, at: number): Promise<boolean>;
  /** Takes back one attempt of `key` counted at `at` (one that turned out to be allowed). */
  takeBack(limit: SlidingLimit, key: string, at: number): Promise<void>;
  /** Forgets every attempt of `key`. */
  clear(limit: SlidingLimit, key: string): Promise<void>;
  /** Counts one hit of `key` at `at` in each window, in one step; the counts in the same order. */
  hit(windows: readonly FixedWindow[], key: string, at: number): Promise<WindowCount[]>;
  /** Forgets attempts and windows that are over by `at`. */
  prune(at: number): Promise<void>;
}
