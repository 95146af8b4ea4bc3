import { createHash } from 'node:crypto';
import type { ActivityTarget } from '../store/activity-store.ts';

/**
 * A push or a request has no id but its url token, which opens it: the log names it by the first 16
 * hex digits of SHA-256 of `<kind>:<token>`, so an entry can be matched to its push by whoever holds
 * the link, and nobody can turn the entry back into the link.
 */
export function linkTarget(kind: 'push' | 'request', urlToken: string): ActivityTarget {
  return { kind, id: createHash('sha256').update(`${kind}:${urlToken}`).digest('hex').slice(0, 16) };
}

export const pushTarget = (urlToken: string) => linkTarget('push', urlToken);

export const requestTarget = (urlToken: string) => linkTarget('request', urlToken);
