import type { ActivityCheckpoint, ActivityCutoffs, ActivityEntry, ActivityStore } from '../activity-store.ts';
import { activityDigest } from './activity-chain.ts';

/** What was found wrong first: the entry by number, and how it differs from the chain. */
export interface ActivityBreak {
  seq: number;
  reason: 'changed' | 'removed' | 'inserted';
  detail: string;
}

export interface ActivityVerdict {
  checked: number;
  from: ActivityCheckpoint;
  /** The newest entry checked (the checkpoint when none is kept). */
  last: ActivityCheckpoint;
  problem: ActivityBreak | null;
  /** Held digests of entries retention removed before the checkpoint: nothing is left to check them against. */
  beforeCheckpoint: number[];
}

export interface VerifyOptions {
  /** Digests held elsewhere (a SIEM's copy, one written down), which the entries must still carry. */
  expect?: readonly ActivityCheckpoint[];
  /** Entries read at a time: memory stays flat however long the log. */
  batch?: number;
  /**
   * The retention in force (`activityCutoffs`): an entry emptied to its link while its category's
   * days have not run out was emptied by hand, not by retention. Not given: links are not judged.
   */
  cutoffs?: ActivityCutoffs;
}

/** Why a link retention left could not have been left by it, or null. */
function earlyLink(entry: ActivityEntry, cutoffs: ActivityCutoffs | undefined): ActivityBreak | null {
  if (entry.removed !== true || cutoffs === undefined) return null;
  const cutoff = cutoffs[entry.category];
  if (cutoff !== null && entry.at < cutoff) return null;
  return {
    seq: entry.seq,
    reason: 'changed',
    detail:
      cutoff === null
        ? 'it was emptied, but its kind of entry is kept forever (unless retention was set so before)'
        : 'it was emptied before its retention ran out (unless retention was made longer since)',
  };
}

const recomputes = (entry: ActivityEntry, seq: number) =>
  activityDigest(seq, entry, entry.prevDigest) === entry.digest;

/** Why `entry` does not follow `prev`, or null when it does. `before` is the digest `prev` chained to. */
function breakAt(
  entry: ActivityEntry,
  prev: ActivityCheckpoint,
  before: string | null,
): ActivityBreak | null {
  if (entry.seq <= prev.seq) {
    const detail = entry.seq === prev.seq ? 'two entries carry its number' : `it comes after ${prev.seq}`;
    return { seq: entry.seq, reason: 'inserted', detail };
  }
  if (entry.removed !== true && !recomputes(entry, entry.seq)) {
    if (recomputes(entry, entry.seq - 1) && entry.prevDigest === before)
      return { seq: prev.seq, reason: 'inserted', detail: 'the entries after it were numbered on by one' };
    if (recomputes(entry, entry.seq + 1))
      return {
        seq: entry.seq,
        reason: 'removed',
        detail: 'an entry before it is missing and the rest renumbered',
      };
    return { seq: entry.seq, reason: 'changed', detail: 'its content no longer matches its digest' };
  }
  if (entry.seq > prev.seq + 1)
    return {
      seq: prev.seq + 1,
      reason: 'removed',
      detail: `entries ${prev.seq + 1} to ${entry.seq - 1} are missing`,
    };
  if (entry.prevDigest !== prev.digest) {
    if (before !== null && entry.prevDigest === before)
      return { seq: prev.seq, reason: 'inserted', detail: 'the entry after it chains past it' };
    return {
      seq: entry.seq,
      reason: 'removed',
      detail: 'the entry it chains to is not the one kept before it',
    };
  }
  return null;
}

/**
 * Walks the kept log from its checkpoint in batches, recomputing each entry's digest and its link
 * to the one before, and stops at the first that breaks. No key is involved: whoever can write the
 * store can rebuild the chain from the entry they changed, so a digest held elsewhere (`expect`)
 * is what shows such a rewrite.
 */
export async function verifyActivity(
  store: Pick<ActivityStore, 'readActivity' | 'activityCheckpoint'> &
    Partial<Pick<ActivityStore, 'activityHead'>>,
  options: VerifyOptions = {},
): Promise<ActivityVerdict> {
  const batch = options.batch ?? 1000;
  const from = await store.activityCheckpoint();
  const expected = new Map((options.expect ?? []).map((held) => [held.seq, held.digest]));
  let prev = from;
  let before: string | null = null;
  let checked = 0;
  const beforeCheckpoint = [...expected.keys()].filter((seq) => seq < from.seq).sort((a, b) => a - b);
  const verdict = (problem: ActivityBreak | null): ActivityVerdict => ({
    checked,
    from,
    last: prev,
    problem,
    beforeCheckpoint,
  });
  const heldBreak = (seq: number, digest: string): ActivityBreak | null => {
    const held = expected.get(seq);
    return held === undefined || held === digest
      ? null
      : { seq, reason: 'changed', detail: 'its digest differs from the one held elsewhere' };
  };
  const atCheckpoint = heldBreak(from.seq, from.digest);
  if (atCheckpoint !== null) return verdict(atCheckpoint);
  for (;;) {
    const entries = await store.readActivity(prev.seq, batch);
    for (const entry of entries) {
      const problem =
        breakAt(entry, prev, before) ??
        earlyLink(entry, options.cutoffs) ??
        heldBreak(entry.seq, entry.digest);
      if (problem !== null) return verdict(problem);
      before = prev.digest;
      prev = { seq: entry.seq, digest: entry.digest };
      checked++;
    }
    if (entries.length < batch) break;
  }
  const beyond = [...expected.keys()].filter((seq) => seq > prev.seq).sort((a, b) => a - b)[0];
  if (beyond !== undefined)
    return verdict({ seq: beyond, reason: 'removed', detail: `the log ends at ${prev.seq}, before it` });
  const head = await store.activityHead?.();
  if (head !== undefined && head.seq > prev.seq)
    return verdict({
      seq: prev.seq + 1,
      reason: 'removed',
      detail: `the log ends at ${prev.seq}, but its head says ${head.seq} entries were written`,
    });
  if (head !== undefined && head.seq < prev.seq)
    return verdict({
      seq: head.seq + 1,
      reason: 'inserted',
      detail: `the store's head says ${head.seq} entries were written, but the log goes on to ${prev.seq}`,
    });
  if (head !== undefined && head.seq === prev.seq && head.digest !== prev.digest)
    return verdict({
      seq: prev.seq,
      reason: 'changed',
      detail: 'its digest differs from the head the store keeps',
    });
  return verdict(null);
}
