import { AccountError, type UserAdmin } from '../accounts/user-admin.ts';
import type { AdminRequest, AdminResponse } from './protocol.ts';

/** One account command, run against whichever process holds the store. */
export async function runAdminCommand(admin: UserAdmin, request: AdminRequest): Promise<AdminResponse> {
  try {
    switch (request.command) {
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
