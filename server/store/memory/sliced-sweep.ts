import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PushRecord } from '../records.ts';

/** How long one slice may hold the event loop, its journal line's encoding included: far below a request's patience. */
const SLICE_TARGET_MS = 8;
/** Bounds one slice's journal line (about 500 bytes a push), however fast the machine. */
const MAX_SLICE = 500;
const FIRST_SLICE = 100;

export interface SweepSlice {
  /** The pushes this slice expired, as they were before. */
  expired: PushRecord[];
  /** Whether another slice has work left. */
  more: boolean;
  /** The url tokens of the pushes this slice deleted for their purge age; none when absent. */
  purged?: string[];
}

/**
 * Runs the expiry sweep as a series of mutations that look at `limit` entries at most, each one
 * durable by itself (its own journal line, so a crash between two leaves every push either expired
 * or not), and lets the event loop serve requests between them. A mass expiry thus never holds the
 * loop for long, nor builds one huge line. Resolves with every push it expired, as it was before.
 */
export async function sweepInSlices(
  runSlice: (limit: number) => Promise<SweepSlice>,
  clock: () => number,
  purged?: (urlTokens: string[]) => void,
): Promise<PushRecord[]> {
  const expired: PushRecord[] = [];
  let limit = FIRST_SLICE;
  for (;;) {
    const started = clock();
    // A mutation does its synchronous work (the rules, encoding its journal line) before it returns its promise.
    const slice = runSlice(limit);
    const heldMs = clock() - started;
    const done = await slice;
    for (const push of done.expired) expired.push(push);
    if (done.purged !== undefined && done.purged.length > 0) purged?.(done.purged);
    if (!done.more) return expired;
    limit = nextSliceLimit(limit, heldMs);
    // An in-memory store's slice resolves without any I/O: without this, requests would still wait for the whole sweep.
    await nextTurn();
  }
}

/** Scales the slice toward the target hold, at most doubling at a time, between 1 and MAX_SLICE. */
export function nextSliceLimit(limit: number, heldMs: number): number {
  const scaled = Math.floor((limit * SLICE_TARGET_MS) / Math.max(heldMs, 0.1));
  return Math.max(1, Math.min(MAX_SLICE, 2 * limit, scaled));
}
