// PEM armour ("-----BEGIN ...-----"), or a run of 32 characters with no space: a key, a token, a hash.
const KEY_MATERIAL = /-----BEGIN [A-Z0-9 ]+-----|\S{32}/;

/**
 * Whether a secret holds key material, whose lines must be copied exactly as they are: its page
 * keeps every line whole and scrolls sideways instead of wrapping one in the middle.
 */
export function holdsKeyMaterial(payload: string): boolean {
  return KEY_MATERIAL.test(payload);
}
