/** What one slice of a re-seal walk did. */
export interface ResealedSlice {
  /** Records looked at. */
  seen: number;
  /** Records that held a value re-sealed, each written by itself. */
  resealed: number;
  /** Where the next slice starts; null once the walk has passed every record. */
  next: string | null;
}

/**
 * Re-sealing what the store holds sealed (key rotation): the walk goes a slice at a time so it can
 * stop and start again, and runs while the store serves.
 */
export interface ResealStore {
  /**
   * Looks at up to `limit` records after `cursor` (null: from the first) and writes back each whose
   * sealed values `reseal` gives a new form for (it returns null for a value to keep), only where
   * the value did not change meanwhile. Values the store seals itself at rest (url tokens, names)
   * are handed to `reseal` too where they lie sealed.
   */
  resealSlice(
    cursor: string | null,
    limit: number,
    reseal: (sealed: string) => string | null,
  ): Promise<ResealedSlice>;
}
