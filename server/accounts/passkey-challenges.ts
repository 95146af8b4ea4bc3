import type { Cipher } from '../crypto/cipher.ts';
import { hashToken, newSecretToken } from '../crypto/tokens.ts';
import type { OneTimeStore } from '../store/one-time-store.ts';

/** Long enough to touch a key or unlock a phone, short enough that an unused challenge goes soon. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

/** What a ceremony waits with: the challenge the browser must sign, and whose it is (null: anyone's sign-in). */
export interface WaitingCeremony {
  challenge: string;
  userId: string | null;
}

export interface PasskeyChallengeDeps {
  store: OneTimeStore;
  cipher: Cipher;
  now: () => number;
  /** How long a challenge stays good; PASSKEY_CHALLENGE_MS when omitted. */
  lifetimeMs?: number;
}

/**
 * Challenges of passkey ceremonies, kept as one-time records of the store every worker shares, under
 * the digest of a token that only the browser's cookie holds: one begun in one worker can end in
 * another, and each is taken once.
 */
export function passkeyChallenges(deps: PasskeyChallengeDeps) {
  return {
    /** Keeps a challenge for this browser; the token goes in its cookie. */
    async begin(waiting: WaitingCeremony): Promise<string> {
      const token = newSecretToken();
      const now = deps.now();
      await deps.store.insertOneTime({
        hash: hashToken(token),
        purpose: 'passkey_challenge',
        userId: waiting.userId,
        data: deps.cipher.seal(waiting.challenge),
        createdAt: now,
        expiresAt: now + (deps.lifetimeMs ?? PASSKEY_CHALLENGE_MS),
      });
      return token;
    },
    /** The challenge the cookie's token names, used up; undefined when there is none, it expired or was taken. */
    async take(token: string | undefined): Promise<WaitingCeremony | undefined> {
      if (token === undefined || token === '') return undefined;
      const record = await deps.store.takeOneTime(hashToken(token), 'passkey_challenge', deps.now());
      if (record?.data == null) return undefined;
      try {
        return { challenge: deps.cipher.open(record.data), userId: record.userId };
      } catch {
        // Sealed under another instance key: as good as none.
        return undefined;
      }
    },
  };
}

export type PasskeyChallenges = ReturnType<typeof passkeyChallenges>;
