/** Whether the store takes writes now; `problem` says why not (a code such as ENOSPC, never data). */
export interface StoreHealth {
  writable: boolean;
  problem: string | null;
}

/** What the server asks of the store as a whole rather than of its records; the contract of port.ts holds. */
export interface StoreControl {
  /** A sealed known value, to tell at start whether the instance key opens this store. */
  keyCheck(): Promise<string | null>;
  setKeyCheck(sealed: string): Promise<void>;

  /**
   * Runs `work` unless another process sharing this storage runs the same task now (the expiry
   * sweep, say), in which case it resolves undefined without running it. A store only one process
   * can open just runs it.
   */
  runAlone<T>(task: string, work: () => Promise<T>): Promise<T | undefined>;

  /**
   * Whether writes would succeed now. An adapter that lost its storage refuses writes until it has
   * recovered by itself; asking may also try that recovery at once. Cheap: load balancers poll it.
   */
  health(): Promise<StoreHealth>;

  close(): Promise<void>;
}
