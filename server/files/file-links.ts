import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../crypto/tokens.ts';

/** How long a download link handed out by a view keeps working. */
export const LINK_LIFETIME_MS = 5 * 60_000;

/**
 * Download links that prove themselves: `/f/<file id>.<expiry>.<HMAC>`. Nothing is stored per link;
 * the key is random per process unless given, so a restart ends the links in flight, which a
 * viewer fixes by opening the secret link again while it has views left.
 */
export function fileLinks(key: Buffer = randomBytes(32), lifetimeMs = LINK_LIFETIME_MS) {
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    lifetimeMs,
    /** The path of a download link for one file, valid from `now` for the link lifetime. */
    path(fileId: string, now: number): string {
      const body = `${fileId}.${(now + lifetimeMs).toString(36)}`;
      return `/f/${body}.${sign(body)}`;
    },
    /** The file id a link names, when its signature holds and it has not run out at `now`. */
    verify(token: string, now: number): string | undefined {
      const [id, expiry, signature, ...rest] = token.split('.');
      if (id === undefined || expiry === undefined || signature === undefined || rest.length > 0)
        return undefined;
      if (!safeEqual(signature, sign(`${id}.${expiry}`))) return undefined;
      const until = Number.parseInt(expiry, 36);
      return Number.isFinite(until) && now < until ? id : undefined;
    },
  };
}

export type FileLinks = ReturnType<typeof fileLinks>;
