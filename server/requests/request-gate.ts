import { gateStands, normalizeGate, type PushGate } from '../../shared/gate.ts';
import type { FieldErrors } from '../../shared/result.ts';
import type { Cipher } from '../crypto/cipher.ts';
import { checkGate, type GateOutcome } from '../pushes/gate-check.ts';
import type { AuditMeta, UserRecord } from '../store/records.ts';
import type { RequestRecord } from '../store/request-records.ts';

/** Who answers, as a request's gate sees them: who is signed in, and the address a mailed code proved in this browser. */
export interface RequestReader {
  user: UserRecord | null;
  proven: string | null;
}

export const ANONYMOUS_READER: RequestReader = { user: null, proven: null };

/** The key a request's gate codes, counters and pass are kept under: never a push's token. */
export const requestGateKey = (urlToken: string) => `request:${urlToken}`;

/**
 * A create's `gate` (the push's shape, shared/gate.ts): who may answer. An answer is sent once, so
 * there is nothing to burn: `burn_after_failures` is refused. Null when absent or standing before nothing.
 */
export function readRequestGate(raw: unknown, errors: FieldErrors): PushGate | null {
  const gate = normalizeGate(raw, errors);
  if (gate === null) return null;
  if (gate.burnAfterFailures !== null) {
    errors.gate = ['burn_after_failures is not taken by a request: its answer is sent once'];
    return null;
  }
  return gateStands(gate) ? gate : null;
}

/** The request's gate, opened; null when anyone holding the link may answer. */
export function requestGateOf(request: Pick<RequestRecord, 'gate'>, cipher: Cipher): PushGate | null {
  return request.gate === undefined ? null : (JSON.parse(cipher.open(request.gate)) as PushGate);
}

/** How the request's gate answers this reader from `audit`'s address; null when it has none. */
export function requestGateOutcome(
  request: RequestRecord,
  cipher: Cipher,
  reader: RequestReader,
  audit: AuditMeta,
): GateOutcome | null {
  const gate = requestGateOf(request, cipher);
  if (gate === null) return null;
  return checkGate(gate, { address: audit.ip, user: reader.user, proven: reader.proven });
}
