import { hashToken, newSecretToken } from '../crypto/tokens.ts';
import type { OneTimeStore } from '../store/one-time-store.ts';
import type { OneTimePurpose } from '../store/records.ts';

/** What a mailed link is made for: its purpose, whose it is, what it carries (sealed) and how long it works. */
export interface LinkFor {
  purpose: OneTimePurpose;
  userId: string | null;
  sealedData: string | null;
  lifetimeMs: number;
}

/** Stores a one-time record for a new link and returns the token only the link holds. */
export async function issueLink(store: OneTimeStore, link: LinkFor, now: number): Promise<string> {
  const token = newSecretToken();
  await store.insertOneTime({
    hash: hashToken(token),
    purpose: link.purpose,
    userId: link.userId,
    data: link.sealedData,
    createdAt: now,
    expiresAt: now + link.lifetimeMs,
  });
  return token;
}

/** A token as it came in a link: anything else (too long, odd characters) cannot be one of ours. */
export const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{20,64}$/.test(token);
