import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';
import { openDataStore } from '../../../server/open-data-store.ts';
import { openLowdbStore, StoreCorruptError } from '../../../server/store/lowdb-store.ts';
import { startServer } from '../../support/server-process.ts';
import { deviceToken } from './conformance-device-tokens.ts';
import { oneTimeRecord } from './conformance-one-times.ts';
import { pushRecord, T0, TEST_KEY, userRecord, visitor } from './fixtures.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'store-damage-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A compacted store of one user and four pushes; returns the snapshot's bytes. */
async function snapshotOfFour(): Promise<Buffer> {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  await store.insertUser(userRecord());
  for (let i = 0; i < 4; i++) await store.insertPush(pushRecord({ name: `push ${i}` }), visitor, T0);
  await store.compact();
  await store.close();
  return readFile(join(dataDir, 'store.json'));
}

it('refuses a snapshot cut short at any point, saying which file and where it ends', async () => {
  const whole = await snapshotOfFour();
  const path = join(dataDir, 'store.json');
  const cuts = new Set<number>();
  for (let at = whole.indexOf(0x0a); at !== -1; at = whole.indexOf(0x0a, at + 1)) cuts.add(at + 1);
  for (let at = 1; at < whole.length; at += 97) cuts.add(at);
  // Only the final newline gone leaves the whole snapshot: that one still opens.
  cuts.delete(whole.length);
  cuts.delete(whole.length - 1);
  const outcomes: string[] = [];
  for (const at of [...cuts].sort((a, b) => a - b)) {
    await writeFile(path, whole.subarray(0, at));
    const error = await openLowdbStore({ dataDir, instanceKey: TEST_KEY }).then(
      async (store) => {
        await store.close();
        return null;
      },
      (e: unknown) => e,
    );
    const named = error instanceof StoreCorruptError && error.message.startsWith(`${path} `);
    const placed = error instanceof Error && /byte \d+/.test(error.message);
    if (!named || !placed) outcomes.push(`cut at ${at}: ${String(error)}`);
  }
  expect(outcomes).toEqual([]);
  expect(cuts.size).toBeGreaterThan(10);
  await writeFile(path, whole.subarray(0, whole.length - 1));
  await (await openLowdbStore({ dataDir, instanceKey: TEST_KEY })).close();
});

it('refuses a snapshot whose records were changed after it was written, and says how to recover', async () => {
  const whole = (await snapshotOfFour()).toString('utf8');
  await writeFile(join(dataDir, 'store.json'), whole.replace('"countedViews":0', '"countedViews":3'));
  await expect(openLowdbStore({ dataDir, instanceKey: TEST_KEY })).rejects.toThrow(
    /store\.json line \d+ \(byte \d+\): the snapshot's checksum does not match .* See "Recovering by hand" in docs\/storage\.md\./,
  );
});

it('names every section whose count a hand-edited last line gets wrong, not only users, sessions and pushes', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const user = userRecord();
  await store.insertUser(user);
  await store.insertOneTime(oneTimeRecord({ userId: user.id }));
  await store.insertDeviceToken(deviceToken(user.id));
  await store.compact();
  await store.close();
  const path = join(dataDir, 'store.json');
  const lines = (await readFile(path, 'utf8')).split('\n');
  const last = lines.findIndex((line) => line.startsWith('"end":'));
  const edit = async (end: object) => {
    lines[last] = `"end":${JSON.stringify(end)}}`;
    await writeFile(path, lines.join('\n'));
    return openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  };
  const counted = { users: 1, sessions: 0, invitations: 0, oneTimes: 1, deviceTokens: 1, pushes: 0 };
  await expect(edit({ ...counted, invitations: 2, deviceTokens: 0 })).rejects.toThrow(
    `${path} line ${last + 1} (byte ${Buffer.byteLength(lines.slice(0, last).join('\n')) + 1}): the snapshot should hold 2 invitations and 0 browser tokens but holds 0 invitations and 1 browser token. See "Recovering by hand" in docs/storage.md.`,
  );
  await expect(edit({ ...counted, users: 3, oneTimes: 0 })).rejects.toThrow(
    /: the snapshot should hold 3 users and 0 one-time records but holds 1 user and 1 one-time record\. See/,
  );
  const { sessions: _, ...uncounted } = counted;
  await expect(edit(uncounted)).rejects.toThrow(/: the snapshot's last line has no count of sessions\. See/);
  await (await edit(counted)).close();
});

it('names the journal, the byte and the line of a damaged line followed by valid ones', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  await store.insertPush(pushRecord(), visitor, T0);
  await store.close();
  const path = join(dataDir, 'journal-1.ndjson');
  const first = await readFile(path, 'utf8');
  await writeFile(path, `${first}garbage\n${first}`);
  await expect(openLowdbStore({ dataDir, instanceKey: TEST_KEY })).rejects.toThrow(
    `${path} has a damaged line at byte ${Buffer.byteLength(first)} (line 2) followed by valid ones.`,
  );
});

it('refuses to start without the key a store was made with, and leaves no new key file behind', async () => {
  const made = await openDataStore(readConfig({ DATA_DIR: dataDir, PWPUSH_MASTER_KEY: 'a'.repeat(64) }));
  await made.store.close();
  const before = (await readdir(dataDir)).sort();
  await expect(openDataStore(readConfig({ DATA_DIR: dataDir }))).rejects.toThrow(
    `${join(dataDir, 'instance.key')} is missing, but ${dataDir} holds a store sealed with a key.`,
  );
  expect((await readdir(dataDir)).sort()).toEqual(before);
  expect(before).not.toContain('instance.key');
});

it('stops a server on a damaged store with one message naming the file and place, and no stack', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  await store.insertPush(pushRecord(), visitor, T0);
  await store.close();
  const path = join(dataDir, 'journal-1.ndjson');
  const line = await readFile(path, 'utf8');
  await appendFile(path, `{"t":"not a mutation"}\n${line}`);
  const failure = await startServer(dataDir, { PWPUSH_MASTER_KEY: TEST_KEY.toString('hex') }).then(
    () => 'started',
    (error: Error) => error.message,
  );
  expect(failure).toContain(
    `Secret Push cannot start: ${path} has a damaged line at byte ${Buffer.byteLength(line)} (line 2) followed by valid ones.`,
  );
  expect(failure).not.toMatch(/\n\s+at /);
}, 60_000);
