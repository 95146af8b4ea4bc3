import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { ANONYMOUS, userActor } from '../activity/activity-recorder.ts';
import type { PasskeyRecord, PasskeyStore } from '../store/passkey-store.ts';
import type { UserRecord } from '../store/records.ts';
import type { UserStore } from '../store/user-store.ts';
import { type AccountLog, recordIn, userTarget } from './account-log.ts';
import type { RelyingParty } from './passkey-party.ts';

/**
 * What the browser is asked to sign. For a sign-in, no credential is named: the authenticator
 * offers the passkeys it holds for this site, so nobody types an address. For the second step after
 * a password, only that user's passkeys are named. The user is always verified.
 */
export function signInOptions(
  party: RelyingParty,
  allowed: readonly PasskeyRecord[] = [],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: party.id,
    userVerification: 'required',
    allowCredentials: allowed.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
  });
}

/** Why a passkey was refused, as the activity log's `reason` says it. */
export type PasskeyRefusal = 'unknown_passkey' | 'suspended' | 'not_verified' | 'counter_went_back';

export type PasskeyCheck = { user: UserRecord; passkey: PasskeyRecord } | { refused: PasskeyRefusal };

export interface PasskeyCheckDeps {
  store: Pick<PasskeyStore, 'findPasskey' | 'usePasskey'> & Pick<UserStore, 'findUserById'>;
  now: () => number;
}

/**
 * Checks a signed assertion: a passkey still kept (for `onlyFor`, that user's), its user not
 * suspended, the signature by its public key over this challenge, origin and relying party with the
 * user verified, and a counter that moves on, taken in one step with the use. A refusal is recorded
 * as a failed passkey sign-in (by the account, when one is known); a success records nothing, since
 * what it completes (a sign-in, a second step) says so itself.
 */
export async function checkPasskey(
  deps: PasskeyCheckDeps,
  party: RelyingParty,
  signed: { response: AuthenticationResponseJSON; challenge: string; onlyFor?: string },
  log?: AccountLog,
): Promise<PasskeyCheck> {
  const refuse = async (refused: PasskeyRefusal, user?: UserRecord): Promise<PasskeyCheck> => {
    await recordIn(log, {
      event: 'sign_in.failed',
      actor: ANONYMOUS,
      target: user === undefined ? null : userTarget(user),
      outcome: 'failure',
      details: { method: 'passkey', reason: refused },
    });
    return { refused };
  };
  const passkey = await deps.store.findPasskey(signed.response.id);
  const user = passkey === undefined ? undefined : await deps.store.findUserById(passkey.userId);
  if (passkey === undefined || user === undefined) return refuse('unknown_passkey');
  if (signed.onlyFor !== undefined && user.id !== signed.onlyFor) return refuse('unknown_passkey');
  if (user.suspended === true) return refuse('suspended', user);
  const checked = await verifyAuthenticationResponse({
    response: signed.response,
    expectedChallenge: signed.challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    // The counter is the store's to check, in the same step as the use: two uses at once cannot both pass.
    credential: { id: passkey.id, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: 0 },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (checked?.verified !== true) return refuse('not_verified', user);
  const use = await deps.store.usePasskey(passkey.id, checked.authenticationInfo.newCounter, deps.now());
  if (use === 'unknown') return refuse('unknown_passkey');
  if (use === 'counter_went_back') return refuse('counter_went_back', user);
  return { user, passkey };
}

/** The sign-in a passkey completes on its own, in the log: the passkey stands for both factors. */
export async function recordPasskeySignIn(user: UserRecord, log?: AccountLog): Promise<void> {
  if (log === undefined) return;
  await recordIn(
    { ...log, actor: userActor(user) },
    { event: 'sign_in', target: userTarget(user), details: { method: 'passkey' } },
  );
}
