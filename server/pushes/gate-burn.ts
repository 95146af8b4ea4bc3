import type { Counters, FixedWindow } from '../limits/counters.ts';

/** Failures are counted for as long as any push may live, in counters every process shares. */
const FAILURES: FixedWindow = { scope: 'gate-burn', periodMs: 400 * 86_400_000, maxKeys: 100_000 };

/**
 * Counts a push's wrong codes and passphrases; `failed` says whether this one is past the gate's
 * `burnAfterFailures`, so the push must expire now.
 */
export function gateBurn(counters: Counters) {
  return {
    async failed(urlToken: string, burnAfterFailures: number | null, at: number): Promise<boolean> {
      if (burnAfterFailures === null) return false;
      const [count] = await counters.hit([FAILURES], urlToken, at);
      return (count?.hits ?? 0) >= burnAfterFailures;
    },
  };
}

export type GateBurn = ReturnType<typeof gateBurn>;
