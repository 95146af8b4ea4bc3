import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { atRestCodec } from '../../../server/store/durable/at-rest.ts';
import { openLowdbStore, StoreCorruptError, StoreLockedError } from '../../../server/store/lowdb-store.ts';
import { listedPush } from '../../../server/store/records.ts';
import { DAY, pushRecord, T0, TEST_KEY, visitor, waitUntil } from './fixtures.ts';

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
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const pushes = Array.from({ length: 5 }, (_, i) => pushRecord({ ownerId: 'u1', createdAt: T0 + i }));
  for (const p of pushes) await store.insertPush(p, visitor, p.createdAt);
  await store.compact();
  await store.insertPush(pushRecord({ urlToken: 'after-compaction' }), visitor, T0);
  await store.close();
  expect((await readdir(dataDir)).sort()).toEqual(['journal-2.ndjson', 'store.json']);
  const snapshot = JSON.parse(await readFile(join(dataDir, 'store.json'), 'utf8'));
  // Each record is filed under its url token's keyed digest, never under the token itself.
  expect(snapshot.pushes.map((entry: { push: { id: string } }) => entry.push.id)).toEqual(
    pushes.map((p) => atRestCodec(TEST_KEY).digest(p.urlToken)),
  );
  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const listed = await again.listByOwner('u1', { expired: false, now: T0 + 9, offset: 0, limit: 50 });
  expect(listed).toEqual([...pushes].reverse().map(listedPush));
  expect(await again.findPush('after-compaction')).toBeDefined();
  await again.close();
});

it('keeps changes made while a compaction is being written', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  for (let i = 0; i < 2000; i++) await store.insertPush(pushRecord(), visitor, T0);
  const during = pushRecord();
  await Promise.all([store.compact(), store.insertPush(during, visitor, T0)]);
  await store.close();
  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  expect(await again.findPush(during.urlToken)).toEqual(during);
  await again.close();
});

it('leaves no expired secret in any file once the compaction after a purge has run', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY, compaction: { afterPurgeMs: 20 } });
  const push = pushRecord({ payload: 'sealed:one-time', passphrase: 'sealed:pass', expireAfterViews: 1 });
  await store.insertPush(push, visitor, T0);
  expect(await allFileText()).toContain('sealed:one-time');
  await store.claimView(push.urlToken, { owner: false, audit: visitor }, T0 + 1);
  await waitUntil(async () => !(await allFileText()).includes('sealed:one-time'));
  const text = await allFileText();
  expect(text).toContain(atRestCodec(TEST_KEY).digest(push.urlToken));
  expect(text).not.toContain('sealed:one-time');
  expect(text).not.toContain('sealed:pass');
  await store.close();
});

it('drops a torn last journal line and appends cleanly after it', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const kept = pushRecord();
  await store.insertPush(kept, visitor, T0);
  await store.close();
  await appendFile(join(dataDir, 'journal-1.ndjson'), '[{"t":"push","push":{"urlToken":"torn');
  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const later = pushRecord();
  await again.insertPush(later, visitor, T0);
  await again.close();
  const third = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  expect(await third.findPush(kept.urlToken)).toEqual(kept);
  expect(await third.findPush(later.urlToken)).toEqual(later);
  expect(await third.findPush('torn')).toBeUndefined();
  await third.close();
});

it('refuses a journal with a damaged line in the middle', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  await store.insertPush(pushRecord(), visitor, T0);
  await store.close();
  const path = join(dataDir, 'journal-1.ndjson');
  await writeFile(path, `garbage\n${await readFile(path, 'utf8')}`);
  await expect(openLowdbStore({ dataDir, instanceKey: TEST_KEY })).rejects.toThrow(StoreCorruptError);
  // The failed open released its lock, so a fixed directory opens again.
  await writeFile(path, '');
  await (await openLowdbStore({ dataDir, instanceKey: TEST_KEY })).close();
});

it('keeps its files readable by their owner only', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY, purgeAfterMs: DAY });
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
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  await expect(openLowdbStore({ dataDir, instanceKey: TEST_KEY })).rejects.toThrow(StoreLockedError);
  await store.close();
  await (await openLowdbStore({ dataDir, instanceKey: TEST_KEY })).close();
});

it('keeps no url token, push name or file name in any file of the data directory', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const file = { id: 'f'.repeat(22), filename: 'salaries-2026.xlsx', contentType: 'text/plain', size: 3 };
  const push = pushRecord({ name: 'Payroll login', kind: 'file', files: [file], ownerId: 'u1' });
  await store.insertPush(push, visitor, T0);
  await store.claimView(push.urlToken, { owner: false, audit: visitor }, T0 + 1);
  const secrets = [push.urlToken, 'Payroll login', 'salaries-2026.xlsx'];
  const found = (text: string) => secrets.filter((secret) => text.includes(secret));
  expect(found(await allFileText())).toEqual([]);
  await store.compact();
  expect(found(await allFileText())).toEqual([]);
  await store.close();
  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  expect(await again.findPush(push.urlToken)).toEqual({ ...push, countedViews: 1 });
  expect(await again.listByOwner('u1', { expired: false, now: T0 + 2, offset: 0, limit: 5 })).toEqual([
    listedPush({ ...push, countedViews: 1 }),
  ]);
  await again.close();
});
