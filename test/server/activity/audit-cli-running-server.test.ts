import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { runCommand, startServer } from '../../support/server-process.ts';
import { activity, inCategory } from '../store/activity-fixtures.ts';
import { T0, TEST_KEY } from '../store/fixtures.ts';

it('asks the running embedded server, which holds the store, to check the chain it keeps', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sp-audit-running-'));
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const entries = [];
  for (let i = 0; i < 3; i++) entries.push(await store.appendActivity(activity({ at: T0 + i })));
  await store.close();
  const env = { DATA_DIR: dataDir, PWPUSH_MASTER_KEY: TEST_KEY.toString('hex') };
  const server = await startServer(dataDir, env);
  try {
    const run = await runCommand('server/cli/audit.ts', ['verify'], env);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toBe(
      `Checked 3 entries (1 to 3), from the start.\nChain intact. Newest: 3:${entries[2]?.digest}\n`,
    );
    const held = await runCommand('server/cli/audit.ts', ['verify', '--expect', `2:${'0'.repeat(64)}`], env);
    expect(held.status).toBe(1);
    expect(held.stdout).toContain('Entry 2 was changed: its digest differs from the one held elsewhere.');
  } finally {
    await server.stop();
  }
});

it('removes entries past their retention at the sweep of the server, and the chain checks from the checkpoint left', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sp-audit-retention-'));
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  await store.appendActivity(inCategory('push', T0));
  const second = await store.appendActivity(inCategory('request', T0 + 1));
  const kept = await store.appendActivity(inCategory('security', T0 + 2));
  await store.close();
  const env = { DATA_DIR: dataDir, PWPUSH_MASTER_KEY: TEST_KEY.toString('hex') };
  // The entries date from T0, long enough ago for a day's retention; security events are kept forever.
  const server = await startServer(dataDir, {
    ...env,
    PWP__ACTIVITY__PUSH_DAYS: '1',
    PWP__ACTIVITY__SECURITY_DAYS: '0',
  });
  try {
    const run = await runCommand('server/cli/audit.ts', ['verify', '--expect', `2:${second.digest}`], env);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toBe(
      `Checked 1 entry (3 to 3), after checkpoint 2.\nChain intact. Newest: 3:${kept.digest}\n`,
    );
  } finally {
    await server.stop();
  }
});
