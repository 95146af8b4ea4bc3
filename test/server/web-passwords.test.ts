import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/accounts/passwords.ts';
import { parseAdminRequest, runAdminCommand } from '../../server/admin/run-command.ts';
import { harness } from './harness.ts';

const PASSWORD = 'correct horse battery';

describe('passwords', () => {
  it('are stored as salted scrypt hashes and checked against them', async () => {
    const a = await hashPassword(PASSWORD);
    const b = await hashPassword(PASSWORD);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(PASSWORD, a)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}!`, a)).toBe(false);
  });

  it('are set through the admin protocol, refusing short ones and unknown users', async () => {
    const h = await harness();
    const admin = h.admin;
    const set = (email: string, password: string) =>
      runAdminCommand(
        admin,
        parseAdminRequest({ command: 'password', email, password }) ?? { command: 'list' },
      );
    expect(await set('alice@example.com', 'short')).toEqual({
      ok: false,
      error: 'A password needs at least 12 characters.',
    });
    expect(await set('nobody@example.com', PASSWORD)).toEqual({
      ok: false,
      error: 'There is no user nobody@example.com.',
    });
    expect(await set('Alice@Example.com', PASSWORD)).toEqual({ ok: true, result: null });
    expect((await h.store.findUserByEmail('alice@example.com'))?.passwordHash).toMatch(/^scrypt\$/);
    expect(parseAdminRequest({ command: 'password', email: 'a@b.c' })).toBeUndefined();
  });
});
