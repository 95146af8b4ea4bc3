import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import { issueSetupLink } from '../../../server/accounts/invitations.ts';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { migrateDataDir } from '../../../server/store/postgres/import/migrate-data-dir.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';

describePg('secret-push migrate and the first-run setup link', () => {
  it('leaves the setup link of a store without users behind: the server over the database prints its own', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'migrate-setup-link-'));
    const instanceKey = randomBytes(32);
    const store = await openLowdbStore({ dataDir, instanceKey });
    expect(await issueSetupLink(store, 'old-start', Date.now())).toBeDefined();
    await store.close();
    const url = await createTestDatabase('migrate setup link');

    const lines: string[] = [];
    const counts = await migrateDataDir({
      dataDir,
      instanceKey,
      url,
      filesFrom: join(dataDir, 'files'),
      filesTo: join(dataDir, 'files'),
      log: (line) => lines.push(line),
    });
    expect(counts).toMatchObject({ users: 0, invitations: 0 });
    expect(lines[0]).toBe(
      'Read 0 pushes, 0 audit entries, 0 users, 0 second factors, 0 sessions, 0 invitations, ' +
        `0 one-time records, 0 browser tokens, 0 API keys, 0 deliveries, 0 users' notification settings, 0 notifications, ` +
        `0 requests, 0 file keys, 0 files from ${dataDir}.`,
    );
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      expect((await client.query('SELECT count(*)::int AS n FROM invitations')).rows).toEqual([{ n: 0 }]);
    } finally {
      await client.end();
    }
  });
});
