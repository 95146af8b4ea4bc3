import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../crypto/tokens.ts';

/** How long a download link handed out by a view keeps working. */
export const LINK_LIFETIME_MS = 5 * 60_000;

/** Which push a link's file belongs to (the activity log's 16 hex digits for it) and its place there. */
export interface LinkedFile {
  push: string;
  index: number;
}

/** A link that holds: its file, and the push and place it was made for (null for a link without). */
export interface VerifiedLink {
  id: string;
  about: LinkedFile | null;
}

/** Width of a tagged link's expiry (base 36): 9 digits reach the year 5000. */
const EXPIRY_WIDTH = 9;
const PUSH_HEX = /^[0-9a-f]{16}$/;

/** The middle part: the expiry alone, or the expiry at a fixed width, then the push and the file's place. */
function middleOf(until: number, about: LinkedFile | undefined): string {
  const expiry = until.toString(36);
  if (
    about === undefined ||
    !PUSH_HEX.test(about.push) ||
    !Number.isSafeInteger(about.index) ||
    about.index < 0
  )
    return expiry;
  return `${expiry.padStart(EXPIRY_WIDTH, '0')}${about.push}${about.index.toString(36)}`;
}

function readMiddle(middle: string): { until: number; about: LinkedFile | null } {
  if (middle.length <= EXPIRY_WIDTH + 16) return { until: Number.parseInt(middle, 36), about: null };
  const push = middle.slice(EXPIRY_WIDTH, EXPIRY_WIDTH + 16);
  const index = Number.parseInt(middle.slice(EXPIRY_WIDTH + 16), 36);
  return {
    until: Number.parseInt(middle.slice(0, EXPIRY_WIDTH), 36),
    about: PUSH_HEX.test(push) && Number.isSafeInteger(index) ? { push, index } : null,
  };
}

/**
 * Download links that prove themselves: `/f/<file id>.<expiry>.<HMAC>`. Nothing is stored per link;
 * the key is random per process unless given, so a restart ends the links in flight, which a
 * viewer fixes by opening the secret link again while it has views left. The expiry part may also
 * carry, signed with it, which push the file belongs to (by a digest, not its link) and its place,
 * so a download can be recorded against its push.
 */
export function fileLinks(key: Buffer = randomBytes(32), lifetimeMs = LINK_LIFETIME_MS) {
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  /** The file id and what it was linked for, when the signature holds and it has not run out at `now`. */
  function check(token: string, now: number): VerifiedLink | undefined {
    const [id, middle, signature, ...rest] = token.split('.');
    if (id === undefined || middle === undefined || signature === undefined || rest.length > 0)
      return undefined;
    if (!safeEqual(signature, sign(`${id}.${middle}`))) return undefined;
    const { until, about } = readMiddle(middle);
    return Number.isFinite(until) && now < until ? { id, about } : undefined;
  }

  return {
    lifetimeMs,
    /** The path of a download link for one file, valid from `now` for the link lifetime. */
    path(fileId: string, now: number, about?: LinkedFile): string {
      const body = `${fileId}.${middleOf(now + lifetimeMs, about)}`;
      return `/f/${body}.${sign(body)}`;
    },
    check,
    /** The file id a link names, when its signature holds and it has not run out at `now`. */
    verify: (token: string, now: number): string | undefined => check(token, now)?.id,
  };
}

export type FileLinks = ReturnType<typeof fileLinks>;
