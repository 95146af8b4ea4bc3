export interface OpenWhenReachableOptions<T> {
  /** True for an error that says the database is not there now; any other error ends the wait. */
  unreachable: (error: unknown) => boolean;
  sleep: (ms: number) => Promise<void>;
  /** True once the process is stopping: the wait ends, and a store opened meanwhile is closed. */
  stopped: () => boolean;
  close: (opened: T) => Promise<void>;
  /** Told once, when the first attempt finds the database unreachable. */
  onWaiting?: (error: unknown) => void;
  /** The pause after the first failed attempt, doubled after each one up to maxPauseMs. */
  firstPauseMs?: number;
  maxPauseMs?: number;
}

/**
 * Opens the store, trying again while the database cannot be reached: a worker started during an
 * outage serves 503 meanwhile and takes requests once the database is back. Resolves with the
 * opened store, or undefined when the process stopped first; rejects with any error that trying
 * again would not mend.
 */
export async function openWhenReachable<T>(
  open: () => Promise<T>,
  options: OpenWhenReachableOptions<T>,
): Promise<T | undefined> {
  const firstPauseMs = options.firstPauseMs ?? 500;
  const maxPauseMs = options.maxPauseMs ?? 5_000;
  for (let attempt = 0; !options.stopped(); attempt++) {
    try {
      const opened = await open();
      if (!options.stopped()) return opened;
      await options.close(opened);
      return undefined;
    } catch (error) {
      if (!options.unreachable(error)) throw error;
      if (attempt === 0) options.onWaiting?.(error);
    }
    await options.sleep(Math.min(maxPauseMs, firstPauseMs * 2 ** attempt));
  }
  return undefined;
}
