import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME } from '../brand/brand.ts';

const PERIOD_SECONDS = 30;

/**
 * RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30 seconds. `issuer` is the name
 * an app lists the account under, beside the user's e-mail address: the instance's brand name.
 */
function totp(secret: string, email = '', issuer = PRODUCT_NAME): TOTP {
  return new TOTP({
    issuer,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

/** A fresh shared secret of 160 bits, in base32 as people type it into an app. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI a QR code carries to the app. */
export function totpUri(secret: string, email: string, issuer = PRODUCT_NAME): string {
  return totp(secret, email, issuer).toString();
}

/** The base32 secret in groups of four, easier to type by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** What a person typed, as a code: spaces and dashes some apps show are dropped. */
export function normalisedCode(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/**
 * The time step a six-digit code belongs to, when it is the current one or one step either side
 * (clocks drift); undefined when it matches none. Each step may sign in once: the store records it.
 */
export function totpStep(secret: string, code: string, now: number): number | undefined {
  const token = normalisedCode(code);
  if (!/^\d{6}$/.test(token)) return undefined;
  const generator = totp(secret);
  const delta = generator.validate({ token, timestamp: now, window: 1 });
  return delta === null ? undefined : generator.counter({ timestamp: now }) + delta;
}
