/** A change refused because it would break a store invariant (a duplicate key, an unknown id). */
export class StoreConflictError extends Error {
  override readonly name = 'StoreConflictError';
}
