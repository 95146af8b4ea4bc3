import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { atRestCodec } from '../../../server/store/durable/at-rest.ts';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { listedPush } from '../../../server/store/records.ts';
import { pushRecord, T0, TEST_KEY, visitor, waitUntil } from './fixtures.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'store-recovery-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A journal line as the store writes it, for a push that no running store ever saw. */
function insertLine(urlToken: string): string {
  const push = pushRecord({ urlToken });
  const codec = atRestCodec(TEST_KEY);
  return `${JSON.stringify([
    codec.encode({ t: 'push', push }),
    codec.encode({ t: 'audit', urlToken, entry: { kind: 'creation', ...visitor, createdAt: T0 } }),
  ])}\n`;
}

it('replays every journal newer than the snapshot, as after a crash in the middle of a compaction', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  await store.insertPush(pushRecord({ urlToken: 'in-journal-1' }), visitor, T0);
  await store.close();
  await writeFile(join(dataDir, 'journal-2.ndjson'), insertLine('in-journal-2'));
  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  expect(await again.findPush('in-journal-1')).toBeDefined();
  expect(await again.findPush('in-journal-2')).toBeDefined();
  await again.insertPush(pushRecord({ urlToken: 'after' }), visitor, T0);
  await again.close();
  expect(await readFile(join(dataDir, 'journal-2.ndjson'), 'utf8')).toContain(
    atRestCodec(TEST_KEY).digest('after'),
  );
});

it('ignores and deletes a journal the snapshot already covers, as after a crash before its deletion', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  await store.insertPush(pushRecord({ urlToken: 'kept' }), visitor, T0);
  await store.compact();
  await store.close();
  await writeFile(join(dataDir, 'journal-1.ndjson'), insertLine('covered'));
  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  expect(await again.findPush('kept')).toBeDefined();
  expect(await again.findPush('covered')).toBeUndefined();
  expect((await readdir(dataDir)).filter((name) => name.startsWith('journal-'))).toEqual([]);
  await again.close();
});

it('compacts by itself once the journal passes its size limit', async () => {
  const store = await openLowdbStore({
    dataDir,
    instanceKey: TEST_KEY,
    compaction: { maxJournalBytes: 16 * 1024 },
  });
  for (let i = 0; i < 60; i++) await store.insertPush(pushRecord({ urlToken: `p${i}` }), visitor, T0);
  await store.close();
  const snapshot = JSON.parse(await readFile(join(dataDir, 'store.json'), 'utf8')) as { journal: number };
  expect(snapshot.journal).toBeGreaterThan(1);
  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  for (let i = 0; i < 60; i++) expect(await again.findPush(`p${i}`)).toBeDefined();
  await again.close();
});

it('opens beside a pid file of an earlier version, even one naming a live process', async () => {
  // A pid in a file proves nothing: after a crash it may belong to any process that got it since.
  const live = spawn('sleep', ['30']);
  try {
    await writeFile(join(dataDir, 'store.lock'), `${live.pid}\n`);
    const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
    expect(await readdir(dataDir)).not.toContain('store.lock');
    await store.close();
  } finally {
    live.kill('SIGKILL');
  }
});

it('folds a journal left by the last run into a fresh snapshot soon after opening', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const push = pushRecord({ payload: 'sealed:left-behind', expireAfterViews: 1 });
  await store.insertPush(push, visitor, T0);
  await store.claimView(push.urlToken, { owner: false, audit: visitor }, T0 + 1);
  await store.close();
  expect(await readFile(join(dataDir, 'journal-1.ndjson'), 'utf8')).toContain('sealed:left-behind');
  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY, compaction: { afterPurgeMs: 10 } });
  await waitUntil(async () => !(await readdir(dataDir)).includes('journal-1.ndjson'));
  expect(await readFile(join(dataDir, 'store.json'), 'utf8')).not.toContain('sealed:left-behind');
  expect(await again.findPush(push.urlToken)).toMatchObject({ expired: true, payload: null });
  await again.close();
});

it('reads a snapshot reformatted by hand once its checksum is taken out, as docs/storage.md says', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const push = pushRecord({ ownerId: 'u1' });
  await store.insertPush(push, visitor, T0);
  await store.setKeyCheck('sealed:check');
  await store.compact();
  await store.close();
  const path = join(dataDir, 'store.json');
  const data = JSON.parse(await readFile(path, 'utf8')) as { end: { sha256?: string } };
  await writeFile(path, JSON.stringify(data, null, 2));
  await expect(openLowdbStore({ dataDir, instanceKey: TEST_KEY })).rejects.toThrow(/store\.json line 1/);
  delete data.end.sha256;
  await writeFile(path, JSON.stringify(data, null, 2));
  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  expect(await again.findPush(push.urlToken)).toEqual(push);
  expect(await again.keyCheck()).toBe('sealed:check');
  expect(await again.listByOwner('u1', { expired: false, now: T0, offset: 0, limit: 50 })).toEqual([
    listedPush(push),
  ]);
  await again.close();
});
