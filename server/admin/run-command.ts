import { AccountError, type UserAdmin } from '../accounts/user-admin.ts';
import type { ActivityVerdict } from '../store/activity/verify-activity.ts';
import type { ActivityCheckpoint } from '../store/activity-store.ts';
import type { AdminRequest, AdminResponse } from './protocol.ts';

/** Re-seals the store under the running server's current key, when it is the key `keyId` names. */
export type RotateKeyCommand = (keyId: string) => Promise<AdminResponse>;

/** Checks the activity log's chain this process holds, with the digests held elsewhere. */
export type VerifyActivityCommand = (expect: ActivityCheckpoint[]) => Promise<ActivityVerdict>;

/** One account command, run against whichever process holds the store. */
export async function runAdminCommand(
  admin: UserAdmin,
  request: AdminRequest,
  rotateKey?: RotateKeyCommand,
  verifyActivity?: VerifyActivityCommand,
): Promise<AdminResponse> {
  try {
    switch (request.command) {
      case 'rotate-key':
        return rotateKey === undefined
          ? { ok: false, error: 'This process cannot rotate the key.' }
          : await rotateKey(request.keyId);
      case 'verify-activity':
        return verifyActivity === undefined
          ? { ok: false, error: 'This process cannot check the activity log.' }
          : { ok: true, result: await verifyActivity(request.expect) };
      case 'add':
        return { ok: true, result: await admin.add(request.email, { admin: request.admin === true }) };
      case 'token':
        return { ok: true, result: await admin.rotateToken(request.email) };
      case 'list':
        return { ok: true, result: await admin.list() };
      case 'admin':
        await admin.setAdmin(request.email, true);
        return { ok: true, result: null };
      case 'remove':
        await admin.remove(request.email);
        return { ok: true, result: null };
      case 'password':
        await admin.setPassword(request.email, request.password);
        return { ok: true, result: null };
      case 'two-factor-off':
        await admin.turnOffTwoFactor(request.email);
        return { ok: true, result: null };
    }
  } catch (error) {
    if (error instanceof AccountError) return { ok: false, error: error.message };
    throw error;
  }
}

export function parseAdminRequest(value: unknown): AdminRequest | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { command, email, password, admin } = value as Record<string, unknown>;
  if (command === 'list') return { command };
  const { keyId } = value as Record<string, unknown>;
  if (command === 'rotate-key' && typeof keyId === 'string') return { command, keyId };
  if (command === 'verify-activity') {
    const held = (value as { expect?: unknown }).expect;
    const expect = Array.isArray(held) ? held.filter(isCheckpoint) : [];
    return { command, expect };
  }
  if (command === 'password' && typeof email === 'string' && typeof password === 'string') {
    return { command, email, password };
  }
  if (command === 'add' && typeof email === 'string') return { command, email, admin: admin === true };
  const byEmail =
    command === 'token' || command === 'remove' || command === 'admin' || command === 'two-factor-off';
  if (byEmail && typeof email === 'string') {
    return { command, email };
  }
  return undefined;
}

function isCheckpoint(value: unknown): value is ActivityCheckpoint {
  const { seq, digest } = (value ?? {}) as Record<string, unknown>;
  return typeof seq === 'number' && typeof digest === 'string';
}
