import type { SealedCrypto } from '../../shared/sealed/outcome.ts';
import { newPushKey } from '../../shared/sealed/push-key.ts';
import { sealText } from '../../shared/sealed/sealed-text.ts';

/** A text sealed under a new key before Push was pressed. */
export interface SealedText {
  text: string;
  key: Uint8Array;
  envelope: string;
}

/**
 * Seals the form's text while the person is still on the form (a paste is sealed before the
 * click that follows it), so Push sends at once. A sealing is used for one push only: `take`
 * hands it over and forgets it, and a changed text or Sealed turned off drops it.
 */
export function sealAhead(crypto: SealedCrypto) {
  let current: { text: string; sealing: Promise<SealedText> } | null = null;
  return {
    prepare(text: string | null): void {
      if (text === null || text === '') current = null;
      else if (current?.text !== text) {
        const key = newPushKey(crypto.randomBytes);
        current = {
          text,
          sealing: sealText(crypto, key, text).then((envelope) => ({ text, key, envelope })),
        };
      }
    },
    /** The sealing of `text` if one was made ahead; null to seal it now. */
    take(text: string): Promise<SealedText> | null {
      const found = current?.text === text ? current.sealing : null;
      current = null;
      return found;
    },
  };
}

export type SealAhead = ReturnType<typeof sealAhead>;
