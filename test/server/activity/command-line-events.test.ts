import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND_LINE } from '../../../server/activity/activity-recorder.ts';
import { verifyActivity } from '../../../server/store/activity/verify-activity.ts';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { runCommand } from '../../support/server-process.ts';
import { TEST_KEY } from '../store/fixtures.ts';

const PASSWORD = 'a long enough password 42';

describe('the account commands in the activity log', () => {
  it('records what `secret-push user` changes, with the command line as actor and no token or password', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sp-cli-log-'));
    const env = { DATA_DIR: dataDir, PWPUSH_MASTER_KEY: TEST_KEY.toString('hex') };
    const user = async (args: string[], input?: string) => {
      const ran = await runCommand('server/cli/user.ts', args, env, input);
      expect(ran.status, ran.stderr).toBe(0);
      return ran.stdout;
    };
    const printed = [
      await user(['add', 'root@example.com', '--admin']),
      await user(['add', 'plain@example.com']),
      await user(['admin', 'plain@example.com']),
      await user(['password', 'plain@example.com'], `${PASSWORD}\n`),
      await user(['token', 'plain@example.com']),
      await user(['remove', 'plain@example.com']),
    ].join('\n');
    // A refused command changes nothing and records nothing.
    const refused = await runCommand('server/cli/user.ts', ['remove', 'root@example.com'], env);
    expect(refused.status).not.toBe(0);

    const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
    try {
      const entries = await store.readActivity(0, 100);
      const root = await store.findUserByEmail('root@example.com');
      expect(entries.map((e) => [e.event, e.actor, e.details])).toEqual([
        ['user.created', COMMAND_LINE, { role: 'admin' }],
        ['user.created', COMMAND_LINE, { role: 'user' }],
        ['user.role_changed', COMMAND_LINE, { from: 'user', to: 'admin' }],
        ['password.changed', COMMAND_LINE, {}],
        ['api_token.revoked', COMMAND_LINE, { reason: 'replaced' }],
        ['api_token.created', COMMAND_LINE, {}],
        ['user.removed', COMMAND_LINE, {}],
      ]);
      expect(entries[0]?.target).toEqual({ kind: 'user', id: root?.id });
      expect(entries.every((e) => e.address === null && e.browser === null)).toBe(true);
      // The tokens the commands printed, and the password typed, are in no entry.
      const tokens = printed.match(/^[A-Za-z0-9_-]{20,}$/gm) ?? [];
      expect(tokens).toHaveLength(3);
      const logged = JSON.stringify(entries);
      for (const secret of [...tokens, PASSWORD]) expect(logged).not.toContain(secret);
      expect(await verifyActivity(store)).toMatchObject({ checked: 7, problem: null });
    } finally {
      await store.close();
    }
  });
});
