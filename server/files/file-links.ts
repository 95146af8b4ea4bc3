import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../crypto/tokens.ts';

/** How long a download link handed out by a view keeps working. */
export const LINK_LIFETIME_MS = 5 * 60_000;

/** What a link may carry beside its file, signed with it: letters, digits, `-` and `_` (no dot). */
const ABOUT = /^[A-Za-z0-9_-]{1,64}$/;

/** A link that holds: its file, and what it was said to be about when it was made (null when nothing). */
export interface VerifiedLink {
  id: string;
  about: string | null;
}

/**
 * Download links that prove themselves: `/f/<file id>.<expiry>[.<about>].<HMAC>`. Nothing is stored
 * per link; the key is random per process unless given, so a restart ends the links in flight,
 * which a viewer fixes by opening the secret link again while it has views left. `about` (a
 * non-secret tag, such as which push and file the link is for) is signed with the rest.
 */
export function fileLinks(key: Buffer = randomBytes(32), lifetimeMs = LINK_LIFETIME_MS) {
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  /** The file id and tag a link names, when its signature holds and it has not run out at `now`. */
  function check(token: string, now: number): VerifiedLink | undefined {
    const parts = token.split('.');
    if (parts.length !== 3 && parts.length !== 4) return undefined;
    const signature = parts.pop() ?? '';
    const [id, expiry, about] = parts;
    if (id === undefined || expiry === undefined) return undefined;
    if (!safeEqual(signature, sign(parts.join('.')))) return undefined;
    const until = Number.parseInt(expiry, 36);
    return Number.isFinite(until) && now < until ? { id, about: about ?? null } : undefined;
  }

  return {
    lifetimeMs,
    /** The path of a download link for one file, valid from `now` for the link lifetime. */
    path(fileId: string, now: number, about?: string): string {
      const tag = about !== undefined && ABOUT.test(about) ? `.${about}` : '';
      const body = `${fileId}.${(now + lifetimeMs).toString(36)}${tag}`;
      return `/f/${body}.${sign(body)}`;
    },
    check,
    /** The file id a link names, when its signature holds and it has not run out at `now`. */
    verify: (token: string, now: number): string | undefined => check(token, now)?.id,
  };
}

export type FileLinks = ReturnType<typeof fileLinks>;
