import { emailKey } from '../../../shared/email-address.ts';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** An address as accounts are kept and looked up by, or null when it is not one. */
export function typedEmailKey(raw: string): string | null {
  const email = emailKey(raw);
  return EMAIL.test(email) ? email : null;
}
