import { createHmac, hkdfSync } from 'node:crypto';
import type { Cipher } from '../../crypto/cipher.ts';
import { KeyError } from '../../crypto/instance-key.ts';
import { type KeyRing, keyRing } from '../../crypto/key-ring.ts';
import { keyRefused } from '../key-check.ts';
import type { Effect } from '../memory/effects.ts';
import type { AuditRecord, PushRecord, StoredFile } from '../records.ts';
import type { RequestRecord } from '../request-records.ts';

/** A push as it lies on disk: its url token only as a keyed digest (`id`) and a sealed copy; names sealed. */
export interface PushAtRest extends Omit<PushRecord, 'urlToken' | 'name' | 'files'> {
  id: string;
  token: string;
  name: string;
  files: StoredFile[];
}

/** A request as it lies on disk: its url token (which lets anyone answer it) only as a digest and a sealed copy. */
export interface RequestAtRest extends Omit<RequestRecord, 'urlToken'> {
  id: string;
  token: string;
}

/** The effects as journal lines hold them: a push or a request is named by its digest, never by its url token. */
export type EffectAtRest =
  | Exclude<Effect, { t: 'push' } | { t: 'audit' } | { t: 'drop' } | { t: 'request' }>
  | { t: 'request'; request: RequestAtRest }
  | { t: 'push'; push: PushAtRest }
  | { t: 'audit'; id: string; entry: AuditRecord }
  | { t: 'drop'; id: string };

/**
 * The keys of a store at rest: the cipher that seals (the key ring), and the digest root, the key
 * the store was made with, read from its key check once that is open (see key-check.ts).
 */
export interface AtRestKeys {
  cipher: Cipher;
  digestRoot: () => Buffer;
  /** Told the store's key check as soon as the store has read it, before any digest is written. */
  settle?: (keyCheck: string | null) => void;
}

/** One instance key that both seals and roots the digests: a store never rotated. */
export function singleKey(instanceKey: Buffer): AtRestKeys {
  const cipher = keyRing(instanceKey);
  return { cipher, digestRoot: () => instanceKey };
}

/**
 * What the data directory holds instead of url tokens, push names and file names: nothing in it
 * leads to a secret without the instance key. The digest key is derived from the digest root
 * (HKDF), so it never sits anywhere by itself, and stays the same when the key is rotated.
 */
export function atRestCodec(instanceKey: Buffer | AtRestKeys) {
  const keys = Buffer.isBuffer(instanceKey) ? singleKey(instanceKey) : instanceKey;
  const { cipher } = keys;
  let digestKey: { root: Buffer; key: Buffer } | undefined;
  const digestKeyOf = (root: Buffer) => {
    if (digestKey?.root !== root) {
      digestKey = {
        root,
        key: Buffer.from(hkdfSync('sha256', root, '', 'secret-push url-token digest', 32)),
      };
    }
    return digestKey.key;
  };
  const digest = (urlToken: string) =>
    createHmac('sha256', digestKeyOf(keys.digestRoot())).update(urlToken).digest('base64url');
  const seal = (plain: string) => (plain === '' ? '' : cipher.seal(plain));
  const open = (sealed: string) => {
    if (sealed === '') return '';
    try {
      return cipher.open(sealed);
    } catch {
      throw new KeyError(keyRefused({ keys: 'keys' in cipher ? (cipher as KeyRing).keys : [] }, 'store'));
    }
  };

  function encodePush(push: PushRecord): PushAtRest {
    const { urlToken, name, files, ...rest } = push;
    return {
      id: digest(urlToken),
      token: seal(urlToken),
      name: seal(name),
      files: files.map((file) => ({ ...file, filename: seal(file.filename) })),
      ...rest,
    };
  }

  function decodePush(stored: PushAtRest | PushRecord): PushRecord {
    // A record written before tokens were sealed (format 1) carries its url token in the clear.
    if ('urlToken' in stored) return stored;
    const { id: _id, token, name, files, ...rest } = stored;
    return {
      urlToken: open(token),
      name: open(name),
      files: files.map((file) => ({ ...file, filename: open(file.filename) })),
      ...rest,
    };
  }

  function encodeRequest(request: RequestRecord): RequestAtRest {
    const { urlToken, ...rest } = request;
    return { id: digest(urlToken), token: seal(urlToken), ...rest };
  }

  function decodeRequest(stored: RequestAtRest): RequestRecord {
    const { id: _id, token, ...rest } = stored;
    return { urlToken: open(token), ...rest };
  }

  function encode(effect: Effect): EffectAtRest {
    switch (effect.t) {
      case 'push':
        return { t: 'push', push: encodePush(effect.push) };
      case 'request':
        return { t: 'request', request: encodeRequest(effect.request) };
      case 'audit':
        return { t: 'audit', id: digest(effect.urlToken), entry: effect.entry };
      case 'drop':
        return { t: 'drop', id: digest(effect.urlToken) };
      default:
        return effect;
    }
  }

  return {
    digest,
    seal,
    encodePush,
    decodePush,
    encodeRequest,
    decodeRequest,
    encode,
    /** Throws KeyError when a sealed value (the store's key check, say) was not sealed under this key. */
    open,
  };
}

export type AtRestCodec = ReturnType<typeof atRestCodec>;

/**
 * Turns journal effects back into live ones. Audits and drops name a push by its digest, so the
 * reader keeps the digest of every push it has seen; `plain` notes a line of format 1.
 */
export function effectReader(codec: AtRestCodec) {
  const tokenById = new Map<string, string>();
  let plain = false;
  return {
    /** A push loaded from a snapshot, under the digest its line gave (or none, for format 1). */
    known(id: string | undefined, urlToken: string) {
      if (id === undefined) plain = true;
      tokenById.set(id ?? codec.digest(urlToken), urlToken);
    },
    read(effect: EffectAtRest | Effect): Effect | null {
      switch (effect.t) {
        case 'push': {
          const push = codec.decodePush(effect.push);
          this.known('urlToken' in effect.push ? undefined : effect.push.id, push.urlToken);
          return { t: 'push', push };
        }
        case 'audit':
        case 'drop': {
          if ('urlToken' in effect) {
            plain = true;
            return effect;
          }
          const urlToken = tokenById.get(effect.id);
          // A push purged before this line was written has no digest here: its line has nothing left to do.
          if (urlToken === undefined) return null;
          return effect.t === 'audit'
            ? { t: 'audit', urlToken, entry: effect.entry }
            : { t: 'drop', urlToken };
        }
        case 'request':
          return { t: 'request', request: codec.decodeRequest(effect.request as RequestAtRest) };
        default:
          return effect;
      }
    },
    /** Whether anything was in the old form, with url tokens in the clear: the store then rewrites itself. */
    get sawPlain() {
      return plain;
    },
  };
}

export type EffectReader = ReturnType<typeof effectReader>;
