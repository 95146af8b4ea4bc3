import { hkdfSync } from 'node:crypto';

/** HKDF's "info": names what the key is for, so it never equals a key derived for anything else. */
const LABEL = 'secret-push download links v1';

/**
 * The key that signs download links, derived from the instance key: links handed out before a
 * restart keep working after it, and the instance key itself never signs anything.
 */
export function downloadLinkKey(instanceKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', instanceKey, Buffer.alloc(0), LABEL, 32));
}
