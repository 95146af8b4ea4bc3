/**
 * How many worker restarts a window of time allows: a worker that dies now and then is replaced,
 * but one that dies again and again (a fault that restarting can't mend) must stop the server
 * rather than spin.
 */
export function restartBudget(options: { restarts: number; withinMs: number; now: () => number }) {
  const taken: number[] = [];
  return {
    /** Counts one restart; false when the window already holds as many as allowed. */
    take(): boolean {
      const at = options.now();
      while (taken.length > 0 && at - (taken[0] ?? at) >= options.withinMs) taken.shift();
      if (taken.length >= options.restarts) return false;
      taken.push(at);
      return true;
    },
  };
}
