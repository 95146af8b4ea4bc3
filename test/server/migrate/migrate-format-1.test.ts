import { copyFile, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import { migrateDataDir } from '../../../server/store/postgres/import/migrate-data-dir.ts';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';

/** A data directory written by the version that kept url tokens in the clear (store format 1). */
const FIXTURE = join(import.meta.dirname, '..', 'store', 'fixtures', 'store-format-1');
const KEY = Buffer.from('e'.repeat(64), 'hex');
const token = (n: number) => `format1token${String(n).padStart(12, '0')}`;

describePg('secret-push migrate from a store of the earlier format', () => {
  it('seals its url tokens and names on the way, and leaves the data directory as it was', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'store-format-1-'));
    for (const name of await readdir(FIXTURE)) {
      await copyFile(join(FIXTURE, name), join(dataDir, name.replace(/\.format1$/, '')));
    }
    // The fixture's file push names a file it has no blob for: stand-ins, copied as they are.
    await mkdir(join(dataDir, 'files'));
    for (const part of ['bin', 'meta'])
      await writeFile(join(dataDir, 'files', `FFFFFFFFFFFFFFFFFFFFFF.${part}`), part);
    const filesTo = join(dataDir, 'files-elsewhere');
    const before = await Promise.all(
      (await readdir(dataDir)).map((name) => readFile(join(dataDir, name)).catch(() => name)),
    );
    const url = await createTestDatabase('migrate format 1');

    const counts = await migrateDataDir({
      dataDir,
      instanceKey: KEY,
      url,
      filesFrom: join(dataDir, 'files'),
      filesTo,
      log: () => {},
    });
    expect(counts).toMatchObject({ pushes: 6, users: 1, files: 1 });
    expect(await readFile(join(filesTo, 'FFFFFFFFFFFFFFFFFFFFFF.bin'), 'utf8')).toBe('bin');
    const after = (await readdir(dataDir)).filter((name) => name !== 'files-elsewhere');
    expect(await Promise.all(after.map((name) => readFile(join(dataDir, name)).catch(() => name)))).toEqual(
      before,
    );

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ row: string }>(
      'SELECT p::text AS row FROM pushes p UNION ALL SELECT a::text FROM audits a',
    );
    await client.end();
    const dump = rows.map((r) => r.row).join('\n');
    for (const clear of [token(1), token(6), 'Format one push', 'format-one.txt'])
      expect(dump).not.toContain(clear);

    const store = await openPostgresStore({ url, instanceKey: KEY });
    try {
      for (let n = 1; n <= 6; n++)
        expect([n, (await store.findPush(token(n)))?.urlToken]).toEqual([n, token(n)]);
      expect((await store.findPush(token(5)))?.files.map((f) => f.filename)).toEqual(['format-one.txt']);
      expect((await store.auditLog(token(2), { offset: 0, limit: 9 })).map((a) => a.kind)).toContain('view');
    } finally {
      await store.close();
    }
  });
});
