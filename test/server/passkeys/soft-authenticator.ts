import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { type Cbor, cbor } from './cbor.ts';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** What the authenticator flags in its data: present, verified, and whether a credential follows. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftAuthenticatorOptions {
  /** Whether it verifies its user (a PIN, a fingerprint); a key that only checks presence does not. */
  verifiesUser?: boolean;
  /** Its signature counter at registration, moved on at each signature; 0 for one that does not count. */
  counter?: number;
}

/**
 * An authenticator made of node:crypto, as the browser's would answer: an ES256 key pair, its
 * authenticator data, client data and attestation ("none"), and assertions signed over them.
 */
export function softAuthenticator(options: SoftAuthenticatorOptions = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  let counter = options.counter ?? 0;
  const counting = counter > 0;
  let verifiesUser = options.verifiesUser ?? true;
  let userHandle = '';

  const coseKey = (key: KeyObject) => {
    const jwk = key.export({ format: 'jwk' });
    return cbor(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  };

  function authenticatorData(rpId: string, attested: Buffer | null): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const flags = UP | (verifiesUser ? UV : 0) | (attested === null ? 0 : AT);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64url(credentialId),
    /** Turns user verification on or off, as the browser's virtual authenticator can. */
    verifyUser(on: boolean) {
      verifiesUser = on;
    },
    /** Sets the counter it reports next (a clone's would lag behind). */
    setCounter(next: number) {
      counter = next;
    },
    /** Answers registration options (the server's JSON) as `navigator.credentials.create` would, for `origin`. */
    create(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string) {
      userHandle = options.user.id;
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, coseKey(publicKey)]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map<Cbor, Cbor>()],
          ['authData', authenticatorData(rpId, attested)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal', 'hybrid'],
        },
      };
    },
    /** Answers sign-in options as `navigator.credentials.get` would: a signature over the data and client data. */
    get(options: { challenge: string; rpId?: string }, origin: string) {
      // A counting authenticator moves its counter on at every signature.
      if (counting) counter++;
      const data = authenticatorData(options.rpId ?? new URL(origin).hostname, null);
      const client = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle,
        },
      };
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
