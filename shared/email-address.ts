/**
 * The one rule by which two e-mail addresses are the same address: spaces around it dropped and
 * the ASCII letters A-Z lower-cased, every other character compared as it is. Full Unicode
 * lower-casing would let a different address meet an account's (the Kelvin sign "\u212A" lower-cases
 * to "k", so "\u212Aarl@" would be "karl@"); an address stored by an earlier release was lower-cased
 * whole, so its key is itself and it is found as before.
 */
export function emailKey(address: string): string {
  return address.trim().replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** Whether two addresses are the same under emailKey's rule. */
export function sameEmail(a: string, b: string): boolean {
  return emailKey(a) === emailKey(b);
}
