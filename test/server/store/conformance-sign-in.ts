import type { Opened } from './conformance.ts';
import { sessionRules } from './conformance-sessions.ts';
import { signInRaceRules } from './conformance-sign-in-races.ts';
import { totpRules } from './conformance-totp.ts';
import { userSessionRules } from './conformance-user-sessions.ts';

/** SignInStore: web sessions, a user's second factor, and the one use each step or code allows. */
export function signInRules(adapter: Opened): void {
  sessionRules(adapter);
  userSessionRules(adapter);
  totpRules(adapter);
  signInRaceRules(adapter);
}
