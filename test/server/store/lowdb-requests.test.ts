import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { requestRecord } from './conformance-requests.ts';
import { T0, TEST_KEY, userRecord } from './fixtures.ts';
import { writeOlderSnapshot } from './old-snapshot.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'store-requests-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const snapshotPath = () => join(dataDir, 'store.json');
const open = () => openLowdbStore({ dataDir, instanceKey: TEST_KEY });
const HOUR = 60 * 60_000;
const page = { now: T0 + 10, offset: 0, limit: 10 };

/** Every byte the data directory holds, to look for what must not be there. */
async function everything(): Promise<string> {
  const names = await readdir(dataDir);
  const texts = await Promise.all(names.map((name) => readFile(join(dataDir, name), 'utf8').catch(() => '')));
  return texts.join('\n');
}

async function compactedWithRequests() {
  const store = await open();
  const [alice, bob] = [userRecord(), userRecord()];
  for (const user of [alice, bob]) await store.insertUser(user);
  const open1 = requestRecord({ ownerId: alice.id, createdAt: T0 + 1, passphrase: 'sealed:pass' });
  const toAnswer = requestRecord({ ownerId: alice.id, createdAt: T0 + 2 });
  const bobs = requestRecord({ ownerId: bob.id, createdAt: T0 + 3, closesAt: T0 + 5 });
  for (const request of [open1, toAnswer, bobs]) await store.insertRequest(request);
  const answered = (await store.answerRequest(toAnswer.urlToken, 'sealed:answer', T0 + 4))?.request;
  await store.compact();
  await store.close();
  return { alice, bob, open1, answered, bobs };
}

it('writes requests into the snapshot with their url tokens digested and sealed, and reads them back line by line or whole', async () => {
  const { alice, bob, open1, answered, bobs } = await compactedWithRequests();
  expect(await readdir(dataDir)).not.toContain('journal-1.ndjson');
  const text = await readFile(snapshotPath(), 'utf8');
  const snapshot = JSON.parse(text);
  expect(snapshot.requests).toHaveLength(3);
  expect(snapshot.requests[0]).toMatchObject({ ownerId: alice.id, passphrase: 'sealed:pass' });
  expect(snapshot.requests[0]).not.toHaveProperty('urlToken');
  expect(snapshot.end).toMatchObject({ requests: 3 });
  for (const token of [open1.urlToken, answered?.urlToken, bobs.urlToken]) expect(text).not.toContain(token);

  const again = await open();
  expect(await again.findRequest(open1.urlToken)).toEqual(open1);
  expect(await again.listRequests(alice.id, page)).toEqual([answered, open1]);
  // Changes since the snapshot go to the journal, replayed over it, url tokens still out of sight.
  const closed = await again.closeDueRequests(T0 + 6);
  expect(closed.map((r) => r.urlToken)).toEqual([bobs.urlToken]);
  expect(await again.removeEndedRequests(T0 + 5)).toBe(1);
  await again.removeUser(bob.id);
  await again.close();
  for (const token of [open1.urlToken, bobs.urlToken]) expect(await everything()).not.toContain(token);

  // A snapshot someone reformatted by hand, with no checksum, is read whole.
  const { end, ...whole } = snapshot;
  await writeFile(snapshotPath(), JSON.stringify({ ...whole, end: { ...end, sha256: undefined } }, null, 2));
  const reread = await open();
  expect(await reread.findRequest(open1.urlToken)).toEqual(open1);
  expect(await reread.findRequest(answered?.urlToken ?? '')).toBeUndefined();
  expect(await reread.listRequests(bob.id, page)).toEqual([]);
  expect((await reread.answerRequest(open1.urlToken, 'sealed:late', T0 + 2 * HOUR))?.outcome).toBe('closed');
  await reread.compact();
  await reread.close();
  expect(JSON.parse(await readFile(snapshotPath(), 'utf8'))).toMatchObject({ end: { requests: 1 } });
  const last = await open();
  expect(await last.findRequest(open1.urlToken)).toMatchObject({ state: 'closed', closedAt: open1.closesAt });
  await last.close();
});

it('reads a snapshot written before requests were kept as holding none', async () => {
  const store = await open();
  const user = userRecord();
  await store.insertUser(user);
  await store.compact();
  await store.close();
  await writeOlderSnapshot(snapshotPath(), ['requests']);
  expect(await readFile(snapshotPath(), 'utf8')).not.toContain('request');

  const again = await open();
  expect(await again.findUserById(user.id)).toEqual(user);
  expect(await again.listRequests(user.id, page)).toEqual([]);
  const request = requestRecord({ ownerId: user.id });
  await again.insertRequest(request);
  await again.close();
  const reopened = await open();
  expect(await reopened.findRequest(request.urlToken)).toEqual(request);
  await reopened.close();
});

it('names requests when a hand-edited last line counts them wrong', async () => {
  await compactedWithRequests();
  const lines = (await readFile(snapshotPath(), 'utf8')).split('\n');
  const last = lines.findIndex((line) => line.startsWith('"end":'));
  const { sha256: _, ...counted } = JSON.parse(lines[last]?.slice('"end":'.length, -1) ?? '{}');
  const edit = async (end: object) => {
    lines[last] = `"end":${JSON.stringify(end)}}`;
    await writeFile(snapshotPath(), lines.join('\n'));
    return open();
  };
  await expect(edit({ ...counted, requests: 1 })).rejects.toThrow(
    /: the snapshot should hold 1 request but holds 3 requests\. See "Recovering by hand"/,
  );
  const { requests: _uncounted, ...older } = counted;
  await expect(edit(older)).rejects.toThrow(/should hold 0 requests but holds 3 requests/);
  await (await edit(counted)).close();
});
