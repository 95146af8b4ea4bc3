import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { migrateDataDir } from '../../../server/store/postgres/import/migrate-data-dir.ts';
import type { PushJson } from '../../../shared/wire.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { type RunningServer, startServer, tempDataDir } from '../../support/server-process.ts';
import { type PopulatedDataDir, populatedDataDir } from './populated-data-dir.ts';

describePg('a real server over the database a migration filled', () => {
  let source: PopulatedDataDir;
  beforeAll(async () => {
    source = await populatedDataDir();
  });
  const running: RunningServer[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) await server.stop();
  });

  const serverEnv = (url: string, filesDir: string) => ({
    DATABASE_URL: url,
    PWPUSH_MASTER_KEY: source.instanceKey.toString('hex'),
    FILES_DIR: filesDir,
  });

  it('serves a migrated push and a migrated file, with a fresh DATA_DIR and the files in their new FILES_DIR, to an API token and a browser token', async () => {
    const url = await createTestDatabase('migrate serve');
    const filesDir = mkdtempSync(join(tmpdir(), 'migrated-files-'));
    await migrateDataDir({
      dataDir: source.dataDir,
      instanceKey: source.instanceKey,
      url,
      filesFrom: join(source.dataDir, 'files'),
      filesTo: filesDir,
      log: () => {},
    });
    const server = await startServer(tempDataDir(), serverEnv(url, filesDir));
    running.push(server);

    const { guarded, file } = source.pushes;
    const guardedUrl = `${server.url}/api/v2/pushes/${guarded.url_token}`;
    expect((await fetch(guardedUrl)).status).toBe(401);
    const read = await fetch(`${guardedUrl}?passphrase=${encodeURIComponent('open sesame')}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ payload: 'guarded secret' });

    const shown = (await (await fetch(`${server.url}/api/v2/pushes/${file.url_token}`)).json()) as PushJson;
    const link = shown.files?.[0]?.url ?? '';
    const download = await fetch(new URL(link, server.url));
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('ssh-ed25519 AAAA migrated');

    const owned = await fetch(`${server.url}/api/v2/pushes/active`, {
      headers: { authorization: `Bearer ${source.apiTokens[0]}` },
    });
    expect(owned.status).toBe(200);
    const list = (await owned.json()) as PushJson[];
    expect(list.map((p) => [p.url_token, p.name])).toEqual(
      source.owners.alicesLive.map((p) => [p.urlToken, p.name]),
    );
    // Alice's browser token, made for the extension before the move, still stands for her.
    const byBrowser = await fetch(`${server.url}/api/v2/pushes/active`, {
      headers: { authorization: `Bearer ${source.browser.token}` },
    });
    expect(byBrowser.status).toBe(200);
    expect(await byBrowser.json()).toEqual(list);
  });

  it('refuses to start on a database a migration left half-done, and says to drop it and migrate again', async () => {
    const url = await createTestDatabase('migrate serve halfway');
    const filesDir = join(source.dataDir, 'files');
    const halfway = migrateDataDir({
      dataDir: source.dataDir,
      instanceKey: source.instanceKey,
      url,
      filesFrom: filesDir,
      filesTo: filesDir,
      log: () => {},
      beforeCheck: async () => {
        throw new Error('stopped halfway');
      },
    });
    await expect(halfway).rejects.toThrow('stopped halfway');

    const start = startServer(tempDataDir(), serverEnv(url, filesDir));
    const refusal = await start.then(
      (server) => {
        running.push(server);
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(refusal).toMatch(/^server exited with 1:\n/);
    expect(refusal).toMatch(/half-done import \(secret-push migrate did not finish\)/);
    expect(refusal).toMatch(/run the migration again into an empty database/);
  });
});
