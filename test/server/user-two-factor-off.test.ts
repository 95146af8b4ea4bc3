import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseAdminRequest, runAdminCommand } from '../../server/admin/run-command.ts';
import { readConfig } from '../../server/config.ts';
import { openDataStore } from '../../server/open-data-store.ts';
import type { Store } from '../../server/store/port.ts';
import { describePg, useTestDatabase } from '../support/pg-test.ts';
import { startServer, tempDataDir, userCli, userCliAsync } from '../support/server-process.ts';
import { harness, T0 } from './harness.ts';
import { oneTimeRecord } from './store/conformance-one-times.ts';
import { totpRecord } from './store/conformance-totp.ts';

const EMAIL = 'alice@example.com';

/** Gives the user a second factor, a session and a sign-in waiting for its second step; returns the step's hash. */
async function lockedOut(store: Store, email: string): Promise<string> {
  const user = await store.findUserByEmail(email);
  if (user === undefined) throw new Error(`no user ${email}`);
  await store.setUserTotp(user.id, totpRecord());
  await store.insertSession({ idHash: 'a'.repeat(64), userId: user.id, passwordTag: 't', expiresAt: T0 * 2 });
  const step = oneTimeRecord({ userId: user.id, purpose: 'second_step', expiresAt: T0 * 2 });
  await store.insertOneTime(step);
  return step.hash;
}

/** The user has no second factor, no session and no pending second step left. */
async function expectTurnedOff(store: Store, email: string, step: string): Promise<void> {
  const user = await store.findUserByEmail(email);
  expect(user).toBeDefined();
  expect(user).not.toHaveProperty('totp');
  expect(await store.findSession('a'.repeat(64))).toBeUndefined();
  expect(await store.findOneTime(step, 'second_step', T0)).toBeUndefined();
}

async function withDataStore<T>(env: Record<string, string>, use: (store: Store) => Promise<T>): Promise<T> {
  const { store } = await openDataStore(readConfig(env));
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

const TOLD = `Turned off two-factor authentication for ${EMAIL} and ended their sessions: their password alone signs them in now, and they can set up a new second factor from their account page.\nNo notice was mailed: tell ${EMAIL} yourself.\n`;

describe('turning off a locked-out user’s second factor', () => {
  it('through the admin protocol: ends their sessions and pending second step, keeps other records, refuses a user without one', async () => {
    const h = await harness();
    const run = (request: unknown) =>
      runAdminCommand(h.admin, parseAdminRequest(request) ?? { command: 'list' });
    const step = await lockedOut(h.store, EMAIL);
    const alice = await h.store.findUserByEmail(EMAIL);
    const reset = oneTimeRecord({ userId: alice?.id ?? null, purpose: 'reset', expiresAt: T0 * 2 });
    await h.store.insertOneTime(reset);
    expect(await run({ command: 'two-factor-off', email: 'Alice@Example.com' })).toEqual({
      ok: true,
      result: null,
    });
    await expectTurnedOff(h.store, EMAIL, step);
    expect(await h.store.findOneTime(reset.hash, 'reset', T0)).toEqual(reset);
    expect((await h.store.findUserByEmail(EMAIL))?.tokenHash).toBe(alice?.tokenHash);
    expect(await run({ command: 'two-factor-off', email: EMAIL })).toEqual({
      ok: false,
      error: `${EMAIL} has no two-factor authentication to turn off.`,
    });
    expect(await run({ command: 'two-factor-off', email: 'nobody@example.com' })).toEqual({
      ok: false,
      error: 'There is no user nobody@example.com.',
    });
    expect(parseAdminRequest({ command: 'two-factor-off' })).toBeUndefined();
  });

  it('from the command line over the embedded store, with and without a running server', async () => {
    const dataDir = tempDataDir();
    const env = { DATA_DIR: dataDir };
    expect(userCli(dataDir, ['add', EMAIL]).status).toBe(0);
    let step = await withDataStore(env, (store) => lockedOut(store, EMAIL));
    const off = userCli(dataDir, ['two-factor-off', EMAIL]);
    expect([off.status, off.stdout, off.stderr]).toEqual([0, TOLD, '']);
    await withDataStore(env, (store) => expectTurnedOff(store, EMAIL, step));
    const again = userCli(dataDir, ['two-factor-off', EMAIL]);
    expect([again.status, again.stderr]).toEqual([
      1,
      `${EMAIL} has no two-factor authentication to turn off.\n`,
    ]);
    expect(userCli(dataDir, ['two-factor-off']).status).toBe(2);
    expect(userCli(dataDir, ['two-factor-off', EMAIL, 'extra']).status).toBe(2);

    step = await withDataStore(env, (store) => lockedOut(store, EMAIL));
    const server = await startServer(dataDir);
    try {
      // The server holds the store: the command goes through its admin socket.
      const viaServer = userCli(dataDir, ['two-factor-off', EMAIL]);
      expect([viaServer.status, viaServer.stdout]).toEqual([0, TOLD]);
    } finally {
      await server.stop();
    }
    await withDataStore(env, (store) => expectTurnedOff(store, EMAIL, step));
  }, 60_000);
});

describePg('turning off a second factor from the command line over PostgreSQL', () => {
  const database = useTestDatabase('two factor off');

  it('takes it away and ends the sessions in the database', async () => {
    const env = {
      DATABASE_URL: database.url(),
      PWPUSH_MASTER_KEY: randomBytes(32).toString('hex'),
      DATA_DIR: tempDataDir(),
    };
    expect((await userCliAsync(env, ['add', EMAIL])).status).toBe(0);
    const step = await withDataStore(env, (store) => lockedOut(store, EMAIL));
    const off = await userCliAsync(env, ['two-factor-off', EMAIL]);
    expect([off.status, off.stdout]).toEqual([0, TOLD]);
    await withDataStore(env, (store) => expectTurnedOff(store, EMAIL, step));
    expect((await userCliAsync(env, ['two-factor-off', EMAIL])).status).toBe(1);
  }, 60_000);
});
