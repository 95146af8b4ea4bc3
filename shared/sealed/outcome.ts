/** Why a sealed secret did not open; a page words each one for the person. */
export type SealedReason =
  | 'bad-key'
  | 'wrong-key-or-damaged'
  | 'not-sealed'
  | 'unsupported-version'
  | 'truncated'
  | 'reordered';

export type Opened<T> = { ok: true; value: T } | { ok: false; reason: SealedReason };

export const opened = <T>(value: T): Opened<T> => ({ ok: true, value });
export const refused = (reason: SealedReason): Opened<never> => ({ ok: false, reason });

/** What a sealing or opening needs from the platform, passed in so tests fix the randomness. */
export interface SealedCrypto {
  subtle: SubtleCrypto;
  randomBytes: (length: number) => Uint8Array;
}
