import { forgetOldest } from '../limits/forget-oldest.ts';
import type { AuditMeta } from '../store/records.ts';

const WINDOW_MS = 60_000;
/** Failures of one kind on one push that get an entry of their own each minute. */
const LOGGED_PER_WINDOW = 3;
/** Pushes tracked at once; past it the first tracked are forgotten, with any count they held. */
const MAX_TRACKED = 100_000;

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
  logged: number;
  held: number;
  last: AuditMeta;
  lastAt: number;
}

/**
 * Keeps a link holder from growing the store with failed reads: of the failed passphrases and the
 * reads of an expired push, each push logs the first 3 of each kind a minute as entries of their
 * own; the rest of that minute are only counted, and written as one entry with `count` once the
 * minute is over (by the next such failure, or by the sweep).
 */
export class FailureAudit {
  readonly #tallies = new Map<string, Tally>();

  /** Whether this failure gets its own entry, and the held count of an earlier minute to write first. */
  admit(
    urlToken: string,
    kind: FailureKind,
    audit: AuditMeta,
    at: number,
  ): { log: boolean; held: HeldFailures | undefined } {
    const key = `${kind}:${urlToken}`;
    let tally = this.#tallies.get(key);
    let held: HeldFailures | undefined;
    if (tally !== undefined && at - tally.windowStart >= WINDOW_MS) {
      held = heldOf(urlToken, kind, tally);
      tally = undefined;
    }
    if (tally === undefined) {
      if (this.#tallies.size >= MAX_TRACKED) forgetOldest(this.#tallies);
      tally = { windowStart: at, logged: 0, held: 0, last: audit, lastAt: at };
      this.#tallies.set(key, tally);
    }
    if (tally.logged < LOGGED_PER_WINDOW) {
      tally.logged += 1;
      return { log: true, held };
    }
    tally.held += 1;
    tally.last = audit;
    tally.lastAt = at;
    return { log: false, held };
  }

  /** Takes the held counts whose minute is over, to be written now, and forgets finished minutes. */
  due(at: number): HeldFailures[] {
    const out: HeldFailures[] = [];
    for (const [key, tally] of this.#tallies) {
      if (at - tally.windowStart < WINDOW_MS) continue;
      this.#tallies.delete(key);
      const separator = key.indexOf(':');
      const held = heldOf(key.slice(separator + 1), key.slice(0, separator) as FailureKind, tally);
      if (held !== undefined) out.push(held);
    }
    return out;
  }
}

function heldOf(urlToken: string, kind: FailureKind, tally: Tally): HeldFailures | undefined {
  if (tally.held === 0) return undefined;
  return { urlToken, kind, audit: { ...tally.last, count: tally.held }, at: tally.lastAt };
}
