import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ActivityStore } from '../store/activity-store.ts';
import { type ActivitySettings, activityCutoffs } from './activity-settings.ts';

/** Entries one slice removes: one short transaction, one journal line of a few kilobytes. */
const SLICE = 500;

/**
 * Removes the entries past their retention, a slice at a time, each slice its own durable change,
 * letting requests be served between slices, so a year's worth going at once never holds the
 * server. Resolves with how many it removed.
 */
export async function removeExpiredActivity(
  store: Pick<ActivityStore, 'removeOldActivity'>,
  settings: ActivitySettings,
  now: number,
  slice = SLICE,
): Promise<number> {
  const cutoffs = activityCutoffs(settings, now);
  if (Object.values(cutoffs).every((cutoff) => cutoff === null)) return 0;
  let removed = 0;
  for (;;) {
    const done = await store.removeOldActivity(cutoffs, slice);
    removed += done.removed;
    if (!done.more) return removed;
    await nextTurn();
  }
}
