import { MAX_TEXT_PAYLOAD } from './settings.ts';

/**
 * The largest payload a push may carry, in characters: this server's rule (MAX_TEXT_PAYLOAD, the
 * same 1,048,576 its normaliser enforces) and Password Pusher's (its Push model refuses a payload
 * longer than `1.megabyte` characters). Both are fixed, so a client knows the limit before sending.
 */
export const PAYLOAD_LIMIT = MAX_TEXT_PAYLOAD;

/**
 * A payload's size as the limit counts it. JavaScript counts UTF-16 units, never fewer than Ruby's
 * characters, so a payload within it is within both instances' limits.
 */
export const payloadSize = (text: string): number => text.length;

/** A payload of `size` against the limit, to say so with both numbers; null when it fits. */
export function payloadOversize(size: number): { size: number; limit: number } | null {
  return size > PAYLOAD_LIMIT ? { size, limit: PAYLOAD_LIMIT } : null;
}
