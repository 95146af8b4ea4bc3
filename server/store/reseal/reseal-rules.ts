import type { Effect } from '../memory/effects.ts';
import type { StoreState } from '../memory/store-state.ts';
import type { ResealedSlice } from './reseal-store.ts';
import { SEALED_KINDS } from './sealed-fields.ts';

/** The cursor of the in-memory walk: which kind of record, and how many of it were passed. */
function readCursor(cursor: string | null): { kind: number; at: number } {
  const [kind, at] = (cursor ?? '0:0').split(':').map(Number);
  return {
    kind: Number.isInteger(kind) ? (kind as number) : 0,
    at: Number.isInteger(at) ? (at as number) : 0,
  };
}

/**
 * The re-seal walk over the in-memory state, a slice at a time. Positions may shift when records
 * come and go between slices: a record passed over is met by the next run, which finds the rest
 * already under the current key.
 */
export class ResealRules {
  constructor(
    private readonly state: StoreState,
    private readonly emit: (effect: Effect) => void,
  ) {}

  resealSlice(
    cursor: string | null,
    limit: number,
    reseal: (sealed: string) => string | null,
  ): ResealedSlice {
    let { kind, at } = readCursor(cursor);
    let seen = 0;
    let resealed = 0;
    while (kind < SEALED_KINDS.length && seen < limit) {
      const sealedKind = SEALED_KINDS[kind] as (typeof SEALED_KINDS)[number];
      const records = [...sealedKind.records(this.state)].slice(at, at + limit - seen);
      for (const record of records) {
        const effect = sealedKind.reseal(record, reseal);
        if (effect !== null) {
          this.emit(effect);
          resealed++;
        }
      }
      seen += records.length;
      at += records.length;
      if (seen < limit) {
        kind++;
        at = 0;
      }
    }
    return { seen, resealed, next: kind < SEALED_KINDS.length ? `${kind}:${at}` : null };
  }
}
