import { describe, expect, it } from 'vitest';
import { parseAdminRequest, runAdminCommand } from '../../server/admin/run-command.ts';
import { StoreState } from '../../server/store/memory/store-state.ts';
import { tempDataDir, userCli } from '../support/server-process.ts';
import { harness } from './harness.ts';

describe('administrators', () => {
  it('are made only when asked: add makes a plain user, add --admin and admin make administrators', async () => {
    const h = await harness();
    const run = (request: unknown) =>
      runAdminCommand(h.admin, parseAdminRequest(request) ?? { command: 'list' });
    expect((await h.store.findUserByEmail('alice@example.com'))?.admin).toBe(false);
    await run({ command: 'add', email: 'carol@example.com', admin: true });
    expect((await h.store.findUserByEmail('carol@example.com'))?.admin).toBe(true);
    expect(await run({ command: 'admin', email: 'Alice@example.com' })).toEqual({ ok: true, result: null });
    expect((await h.store.findUserByEmail('alice@example.com'))?.admin).toBe(true);
    expect(await run({ command: 'admin', email: 'nobody@example.com' })).toEqual({
      ok: false,
      error: 'There is no user nobody@example.com.',
    });
    expect(parseAdminRequest({ command: 'add', email: 'dave@example.com' })).toEqual({
      command: 'add',
      email: 'dave@example.com',
      admin: false,
    });
  });

  it('never leaves the instance without one: the last administrator stays one', async () => {
    const h = await harness();
    await h.admin.setAdmin('alice@example.com', true);
    await expect(h.admin.setAdmin('alice@example.com', false)).rejects.toThrow(
      'alice@example.com is the only administrator, and stays one.',
    );
    await h.admin.setAdmin('bob@example.com', true);
    await h.admin.setAdmin('alice@example.com', false);
    expect((await h.admin.list()).map((u) => [u.email, u.admin])).toEqual([
      ['alice@example.com', false],
      ['bob@example.com', true],
    ]);
  });

  it('reads a user stored before the flag existed as no administrator', () => {
    const state = new StoreState();
    const old = { id: 'u1', email: 'old@example.com', tokenHash: null, passwordHash: null, createdAt: 1 };
    state.apply({ t: 'user', user: old as never });
    expect(state.users.get('u1')?.admin).toBe(false);
  });

  it('are made from the command line with add --admin and admin, and listed as such', () => {
    const dataDir = tempDataDir();
    expect(userCli(dataDir, ['add', 'root@example.com', '--admin']).stdout).toContain(
      'Created administrator root@example.com.',
    );
    expect(userCli(dataDir, ['add', 'plain@example.com']).stdout).toContain(
      'Created user plain@example.com.',
    );
    expect(userCli(dataDir, ['add', 'x@example.com', '--root']).status).toBe(2);
    const listed = userCli(dataDir, ['list']).stdout.trim().split('\n');
    expect(listed.map((line) => line.endsWith('\tadministrator'))).toEqual([true, false]);
    expect(userCli(dataDir, ['admin', 'plain@example.com']).stdout).toContain(
      'plain@example.com is now an administrator.',
    );
    expect(
      userCli(dataDir, ['list'])
        .stdout.trim()
        .split('\n')
        .every((l) => l.endsWith('\tadministrator')),
    ).toBe(true);
  });
});
