import type { Cipher } from '../../crypto/cipher.ts';
import { hashToken } from '../../crypto/tokens.ts';
import type { OneTimeStore } from '../../store/one-time-store.ts';

/** How long a person has between leaving for the provider and coming back (the expired page says 10 minutes). */
export const SSO_FLOW_MS = 10 * 60 * 1000;

/** What a flow in progress carries to its callback; the state itself is only its key. */
export interface FlowData {
  verifier: string;
  nonce: string;
  /** Where the person lands once signed in; null for the push form. */
  returnTo: string | null;
  /** The `?locale=` the flow was started with: its pages and landing keep that language. */
  locale: string | null;
}

interface FlowDeps {
  store: OneTimeStore;
  cipher: Cipher;
  now: () => number;
}

/** Keeps a flow under the digest of its state, sealed, for SSO_FLOW_MS; returns when it expires. */
export async function keepFlow(
  { store, cipher, now }: FlowDeps,
  state: string,
  data: FlowData,
): Promise<number> {
  const createdAt = now();
  const expiresAt = createdAt + SSO_FLOW_MS;
  await store.insertOneTime({
    hash: hashToken(state),
    purpose: 'sso',
    userId: null,
    data: cipher.seal(JSON.stringify(data)),
    createdAt,
    expiresAt,
  });
  return expiresAt;
}

/**
 * Takes the flow a callback's state names, as one step: a second callback with the same state
 * finds nothing. Undefined for an unknown, used or expired state, or data this key cannot open.
 */
export async function takeFlow(
  { store, cipher, now }: FlowDeps,
  state: string,
): Promise<FlowData | undefined> {
  const record = await store.takeOneTime(hashToken(state), 'sso', now());
  if (record?.data == null) return undefined;
  try {
    const data = JSON.parse(cipher.open(record.data)) as Partial<FlowData>;
    if (typeof data.verifier !== 'string' || typeof data.nonce !== 'string') return undefined;
    return {
      verifier: data.verifier,
      nonce: data.nonce,
      returnTo: data.returnTo ?? null,
      locale: data.locale ?? null,
    };
  } catch {
    // Sealed under another instance key (the key was changed mid-flow): as good as unknown.
    return undefined;
  }
}
