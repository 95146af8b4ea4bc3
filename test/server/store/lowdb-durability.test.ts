import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openLowdbStore, StoreCorruptError, StoreLockedError } from '../../../server/store/lowdb-store.ts';
import { DAY, pushRecord, T0, visitor, waitUntil } from './fixtures.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'store-durable-')), 'data');
});
afterEach(async () => {
  await rm(join(dataDir, '..'), { recursive: true, force: true });
});

async function allFileText(): Promise<string> {
  const names = (await readdir(dataDir)).filter((name) => name !== 'store.lock');
  // A compaction may rename or delete a file between the listing and the read.
  const read = (name: string) => readFile(join(dataDir, name), 'utf8').catch(() => '');
  return (await Promise.all(names.map(read))).join('\n');
}

it('writes a snapshot that is plain JSON and reopens from it after the journal is gone', async () => {
  const store = await openLowdbStore({ dataDir });
  const pushes = Array.from({ length: 5 }, (_, i) => pushRecord({ ownerId: 'u1', createdAt: T0 + i }));
  for (const p of pushes) await store.insertPush(p, visitor, p.createdAt);
  await store.compact();
  await store.insertPush(pushRecord({ urlToken: 'after-compaction' }), visitor, T0);
  await store.close();
  expect((await readdir(dataDir)).sort()).toEqual(['journal-2.ndjson', 'store.json']);
  const snapshot = JSON.parse(await readFile(join(dataDir, 'store.json'), 'utf8'));
  expect(snapshot.pushes.map((entry: { push: { urlToken: string } }) => entry.push.urlToken)).toEqual(
    pushes.map((p) => p.urlToken),
  );
  const again = await openLowdbStore({ dataDir });
  const listed = await again.listByOwner('u1', { expired: false, now: T0 + 9, offset: 0, limit: 50 });
  expect(listed).toEqual([...pushes].reverse());
  expect(await again.findPush('after-compaction')).toBeDefined();
  await again.close();
});

it('keeps changes made while a compaction is being written', async () => {
  const store = await openLowdbStore({ dataDir });
  for (let i = 0; i < 2000; i++) await store.insertPush(pushRecord(), visitor, T0);
  const during = pushRecord();
  await Promise.all([store.compact(), store.insertPush(during, visitor, T0)]);
  await store.close();
  const again = await openLowdbStore({ dataDir });
  expect(await again.findPush(during.urlToken)).toEqual(during);
  await again.close();
});

it('leaves no expired secret in any file once the compaction after a purge has run', async () => {
  const store = await openLowdbStore({ dataDir, compaction: { afterPurgeMs: 20 } });
  const push = pushRecord({ payload: 'sealed:one-time', passphrase: 'sealed:pass', expireAfterViews: 1 });
  await store.insertPush(push, visitor, T0);
  expect(await allFileText()).toContain('sealed:one-time');
  await store.claimView(push.urlToken, { owner: false, audit: visitor }, T0 + 1);
  await waitUntil(async () => !(await allFileText()).includes('sealed:one-time'));
  const text = await allFileText();
  expect(text).toContain(push.urlToken);
  expect(text).not.toContain('sealed:one-time');
  expect(text).not.toContain('sealed:pass');
  await store.close();
});

it('drops a torn last journal line and appends cleanly after it', async () => {
  const store = await openLowdbStore({ dataDir });
  const kept = pushRecord();
  await store.insertPush(kept, visitor, T0);
  await store.close();
  await appendFile(join(dataDir, 'journal-1.ndjson'), '[{"t":"push","push":{"urlToken":"torn');
  const again = await openLowdbStore({ dataDir });
  const later = pushRecord();
  await again.insertPush(later, visitor, T0);
  await again.close();
  const third = await openLowdbStore({ dataDir });
  expect(await third.findPush(kept.urlToken)).toEqual(kept);
  expect(await third.findPush(later.urlToken)).toEqual(later);
  expect(await third.findPush('torn')).toBeUndefined();
  await third.close();
});

it('refuses a journal with a damaged line in the middle', async () => {
  const store = await openLowdbStore({ dataDir });
  await store.insertPush(pushRecord(), visitor, T0);
  await store.close();
  const path = join(dataDir, 'journal-1.ndjson');
  await writeFile(path, `garbage\n${await readFile(path, 'utf8')}`);
  await expect(openLowdbStore({ dataDir })).rejects.toThrow(StoreCorruptError);
  // The failed open released its lock, so a fixed directory opens again.
  await writeFile(path, '');
  await (await openLowdbStore({ dataDir })).close();
});

it('keeps its files readable by their owner only', async () => {
  const store = await openLowdbStore({ dataDir, purgeAfterMs: DAY });
  await store.insertPush(pushRecord(), visitor, T0);
  await store.compact();
  await store.insertPush(pushRecord(), visitor, T0);
  expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  for (const name of await readdir(dataDir)) {
    expect([name, (await stat(join(dataDir, name))).mode & 0o777]).toEqual([name, 0o600]);
  }
  await store.close();
});

it('refuses a second open of the same directory in one process until the first is closed', async () => {
  const store = await openLowdbStore({ dataDir });
  await expect(openLowdbStore({ dataDir })).rejects.toThrow(StoreLockedError);
  await store.close();
  await (await openLowdbStore({ dataDir })).close();
});
