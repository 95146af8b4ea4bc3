import type { Counters, SlidingLimit } from '../limits/counters.ts';
import { forgetOldest } from '../limits/forget-oldest.ts';
import type { AuditMeta } from '../store/records.ts';

const WINDOW_MS = 60_000;
/** Pushes tracked at once; past it the first tracked are forgotten, with any count they held. */
const MAX_TRACKED = 100_000;
/** Failures of one kind on one push that get an entry of their own in any minute, over every process. */
const OWN_ENTRIES: SlidingLimit = {
  scope: 'failed-read-entries',
  limit: 3,
  windowMs: WINDOW_MS,
  maxKeys: MAX_TRACKED,
};

export type FailureKind = 'failed_passphrase' | 'failed_view';

/** Failures held back in a minute, to be written as one entry that says how many it stands for. */
export interface HeldFailures {
  urlToken: string;
  kind: FailureKind;
  /** The last held failure's client, with the number of failures the entry stands for. */
  audit: AuditMeta & { count: number };
  at: number;
}

interface Tally {
  windowStart: number;
  held: number;
  last: AuditMeta;
  lastAt: number;
}

/**
 * Keeps a link holder from growing the store with failed reads: of the failed passphrases and the
 * reads of an expired push, each push logs 3 of each kind a minute as entries of their own, counted
 * through the shared counters so that holds over every process. The rest are counted by the process
 * that saw them and written as one entry with `count` once a minute is over (by the next such
 * failure there, or by the sweep): at most one such entry a minute per process.
 */
export class FailureAudit {
  readonly #tallies = new Map<string, Tally>();

  constructor(private readonly counters: Counters) {}

  /** Whether this failure gets its own entry, and the held count of an earlier minute to write first. */
  async admit(
    urlToken: string,
    kind: FailureKind,
    audit: AuditMeta,
    at: number,
  ): Promise<{ log: boolean; held: HeldFailures | undefined }> {
    const key = `${kind}:${urlToken}`;
    const before = this.#tallies.get(key);
    let held: HeldFailures | undefined;
    if (before !== undefined && at - before.windowStart >= WINDOW_MS) {
      this.#tallies.delete(key);
      held = heldOf(urlToken, kind, before);
    }
    if (await this.counters.attempt(OWN_ENTRIES, key, at)) return { log: true, held };
    // Looked up again: other failures of this push may have changed the tally during the wait.
    let tally = this.#tallies.get(key);
    if (tally === undefined) {
      if (this.#tallies.size >= MAX_TRACKED) forgetOldest(this.#tallies);
      tally = { windowStart: at, held: 0, last: audit, lastAt: at };
      this.#tallies.set(key, tally);
    }
    tally.held += 1;
    tally.last = audit;
    tally.lastAt = at;
    return { log: false, held };
  }

  /** Takes the held counts whose minute is over, to be written now. */
  due(at: number): HeldFailures[] {
    const out: HeldFailures[] = [];
    for (const [key, tally] of this.#tallies) {
      if (at - tally.windowStart < WINDOW_MS) continue;
      this.#tallies.delete(key);
      const separator = key.indexOf(':');
      out.push(heldOf(key.slice(separator + 1), key.slice(0, separator) as FailureKind, tally));
    }
    return out;
  }
}

function heldOf(urlToken: string, kind: FailureKind, tally: Tally): HeldFailures {
  return { urlToken, kind, audit: { ...tally.last, count: tally.held }, at: tally.lastAt };
}
