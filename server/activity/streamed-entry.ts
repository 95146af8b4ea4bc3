import type { ActivityEntry } from '../store/activity-store.ts';

/**
 * An entry as the streams send it: every field the chain covers, under the names the store gives
 * them and in one fixed order, so a receiver can recompute each digest from what it got
 * (docs/activity-log.md), and the same entry reads the same from every adapter.
 */
export function streamedEntry(entry: ActivityEntry): Record<string, unknown> {
  return {
    seq: entry.seq,
    at: entry.at,
    time: new Date(entry.at).toISOString(),
    category: entry.category,
    event: entry.event,
    actor: { kind: entry.actor.kind, id: entry.actor.id, name: entry.actor.name },
    address: entry.address,
    browser: entry.browser,
    target: entry.target === null ? null : { kind: entry.target.kind, id: entry.target.id },
    outcome: entry.outcome,
    details: Object.fromEntries(
      Object.keys(entry.details)
        .sort()
        .map((key) => [key, entry.details[key] ?? null]),
    ),
    prevDigest: entry.prevDigest,
    digest: entry.digest,
  };
}
