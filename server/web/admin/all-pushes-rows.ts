import { isExpiredAt } from '../../../shared/expiry.ts';
import type { PushKind } from '../../../shared/kinds.ts';
import type { Cipher } from '../../crypto/cipher.ts';
import type { ListedPush, UserRecord } from '../../store/records.ts';

/** How a push stopped working, as far as its record tells. */
export type PushEnd = 'views' | 'time' | 'deletion';

/** One push as the administrators' list shows it: never its payload, its name or its link. */
export interface AllPushesRow {
  /** The push's url token sealed under the instance key: the page's handle on it, which only this server opens. */
  ref: string;
  kind: PushKind;
  createdAt: number;
  /** The owner's address; null for an anonymous push, undefined for one whose owner was removed. */
  owner: string | null | undefined;
  live: boolean;
  ended: PushEnd | null;
  viewsUsed: number;
  viewsLeft: number;
  expiresAt: number;
}

function endOf(push: ListedPush): PushEnd {
  if (push.deleted) return 'deletion';
  return push.countedViews >= push.expireAfterViews ? 'views' : 'time';
}

export function allPushesRow(
  cipher: Cipher,
  push: ListedPush,
  users: ReadonlyMap<string, UserRecord>,
  now: number,
): AllPushesRow {
  const live = !isExpiredAt(push, now);
  return {
    ref: cipher.seal(push.urlToken),
    kind: push.kind,
    createdAt: push.createdAt,
    owner: push.ownerId === null ? null : users.get(push.ownerId)?.email,
    live,
    ended: live ? null : endOf(push),
    viewsUsed: push.countedViews,
    // An expired push can be opened no more, whatever its view limit was.
    viewsLeft: live ? Math.max(push.expireAfterViews - push.countedViews, 0) : 0,
    expiresAt: push.expiresAt,
  };
}

/** The url token a page's handle stands for; undefined for one this server did not make. */
export function pushOfRef(cipher: Cipher, ref: string): string | undefined {
  try {
    return cipher.open(ref);
  } catch {
    return undefined;
  }
}
