import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { newSecretToken } from '../../crypto/tokens.ts';
import type { DirectoryStore, ScimSecretRecord } from '../../store/directory-store.ts';
import { type AccountLog, recordIn } from '../account-log.ts';

export interface ScimSecretDeps {
  store: DirectoryStore;
  /** The account digest key: a stolen copy of the store holds no secret that works. */
  digestKey: Buffer;
  now: () => number;
}

/** The longest name an administrator may give a secret. */
export const SCIM_SECRET_NAME_MAX = 60;

const digestOf = (digestKey: Buffer, secret: string) =>
  createHmac('sha256', digestKey).update('scim secret\0').update(secret).digest('hex');

/** Makes a provisioning secret: the secret itself is returned this once and never kept. */
export async function makeScimSecret(
  deps: ScimSecretDeps,
  name: string,
  createdBy: string | null,
  log?: AccountLog,
): Promise<{ record: ScimSecretRecord; secret: string }> {
  const secret = `scim_${newSecretToken()}`;
  const record: ScimSecretRecord = {
    id: randomUUID(),
    name: name.trim().slice(0, SCIM_SECRET_NAME_MAX),
    digest: digestOf(deps.digestKey, secret),
    createdAt: deps.now(),
    createdBy,
    revokedAt: null,
  };
  await deps.store.insertScimSecret(record);
  await recordIn(log, {
    event: 'scim_secret.created',
    target: { kind: 'scim_secret', id: record.id },
    details: { name: record.name },
  });
  return { record, secret };
}

/** Revokes a secret: the next call signed with it is refused. False when it was unknown or revoked already. */
export async function revokeScimSecret(deps: ScimSecretDeps, id: string, log?: AccountLog): Promise<boolean> {
  const secret = (await deps.store.listScimSecrets()).find((s) => s.id === id);
  if (secret === undefined || !(await deps.store.revokeScimSecret(id, deps.now()))) return false;
  await recordIn(log, {
    event: 'scim_secret.revoked',
    target: { kind: 'scim_secret', id },
    details: { name: secret.name },
  });
  return true;
}

/**
 * The working secret a bearer token is, or undefined. Every working secret's digest is compared in
 * constant time, so the answer's timing tells nothing of how close a guess came.
 */
export async function scimSecretOf(
  deps: Pick<ScimSecretDeps, 'store' | 'digestKey'>,
  presented: string,
): Promise<ScimSecretRecord | undefined> {
  const wanted = Buffer.from(digestOf(deps.digestKey, presented), 'hex');
  let found: ScimSecretRecord | undefined;
  for (const secret of await deps.store.listScimSecrets()) {
    if (secret.revokedAt !== null) continue;
    const kept = Buffer.from(secret.digest, 'hex');
    if (kept.length === wanted.length && timingSafeEqual(kept, wanted)) found = secret;
  }
  return found;
}
