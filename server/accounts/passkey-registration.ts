import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { PasskeyRecord, PasskeyStore } from '../store/passkey-store.ts';
import type { UserRecord } from '../store/records.ts';
import { StoreConflictError } from '../store/store-conflict.ts';
import { type AccountLog, recordIn, userTarget } from './account-log.ts';
import { passkeyName } from './passkey-names.ts';
import type { RelyingParty } from './passkey-party.ts';

/**
 * What the browser is asked to make: a credential for this user only (their passkeys already
 * kept are excluded, so one authenticator is not added twice), kept on the authenticator where it
 * can (a discoverable credential signs in with no address typed), and always verifying its user.
 */
export function registrationOptions(
  party: RelyingParty,
  user: UserRecord,
  kept: readonly PasskeyRecord[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: kept.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
}

export type AddedPasskey = { added: PasskeyRecord } | { refused: 'not_verified' | 'taken' };

export interface AddPasskeyDeps {
  store: PasskeyStore;
  now: () => number;
}

/**
 * Checks what the authenticator made against the challenge, the origin and the relying party, with
 * its user verified, and keeps the public key under the name given. The attestation is not asked
 * for: any authenticator that verifies its user will do, platform or roaming.
 */
export async function addPasskey(
  deps: AddPasskeyDeps,
  party: RelyingParty,
  user: UserRecord,
  made: { response: RegistrationResponseJSON; challenge: string; name: string },
  log?: AccountLog,
): Promise<AddedPasskey> {
  const checked = await verifyRegistrationResponse({
    response: made.response,
    expectedChallenge: made.challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (checked?.verified !== true) return { refused: 'not_verified' };
  const { credential } = checked.registrationInfo;
  const passkey: PasskeyRecord = {
    id: credential.id,
    userId: user.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: [...(credential.transports ?? [])],
    name: passkeyName(made.name),
    createdAt: deps.now(),
    lastUsedAt: null,
  };
  try {
    await deps.store.insertPasskey(passkey);
  } catch (error) {
    if (error instanceof StoreConflictError) return { refused: 'taken' };
    throw error;
  }
  await recordIn(log, { event: 'passkey.added', target: userTarget(user), details: { name: passkey.name } });
  return { added: passkey };
}
