import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { runCommand, startServer } from '../../support/server-process.ts';
import { activity } from '../store/activity-fixtures.ts';
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
