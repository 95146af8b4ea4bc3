import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { deliveryRecord } from './conformance-deliveries.ts';
import { T0, TEST_KEY, userRecord } from './fixtures.ts';
import { writeOlderSnapshot } from './old-snapshot.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'store-deliveries-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const snapshotPath = () => join(dataDir, 'store.json');

async function compactedWithDeliveries() {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const user = userRecord();
  await store.insertUser(user);
  const waiting = deliveryRecord({ userId: user.id, createdAt: T0 + 1 });
  const sent = deliveryRecord({ userId: user.id, createdAt: T0 + 2 });
  await store.insertDelivery(waiting);
  await store.insertDelivery(sent);
  await store.claimDueDeliveries(T0, 2, 60_000);
  await store.finishDelivery(sent.id, { status: 'delivered' }, T0 + 5);
  await store.compact();
  await store.close();
  const held = { ...waiting, claimedUntil: T0 + 60_000 };
  const done = { ...sent, attempts: 1, status: 'delivered', doneAt: T0 + 5 };
  return { user, held, done };
}

it('writes deliveries into the snapshot, with their leases and outcomes, and reads them back line by line or whole', async () => {
  const { user, held, done } = await compactedWithDeliveries();
  expect(await readdir(dataDir)).not.toContain('journal-1.ndjson');
  const text = await readFile(snapshotPath(), 'utf8');
  expect(text).toContain(`"deliveries":[\n${JSON.stringify(held)},\n${JSON.stringify(done)}\n],\n`);
  expect(JSON.parse(text)).toMatchObject({ deliveries: [held, done], end: { deliveries: 2 } });

  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  expect(await again.listUserDeliveries(user.id, 5)).toEqual([done, held]);
  expect(await again.claimDueDeliveries(T0 + 1, 5, 60_000)).toEqual([]);
  expect(await again.claimDueDeliveries(T0 + 60_000, 5, 60_000)).toEqual([
    { ...held, claimedUntil: T0 + 120_000 },
  ]);
  await again.close();

  // A snapshot someone reformatted by hand, with no checksum, is read whole.
  const { end, ...whole } = JSON.parse(text);
  await writeFile(snapshotPath(), JSON.stringify({ ...whole, end: { ...end, sha256: undefined } }, null, 2));
  const reread = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  // The claim made since is in the journal, which is replayed over the snapshot.
  expect(await reread.listUserDeliveries(user.id, 5)).toEqual([
    done,
    { ...held, claimedUntil: T0 + 120_000 },
  ]);
  expect(await reread.removeDoneDeliveries(T0 + 6)).toBe(1);
  await reread.close();
});

it('reads a snapshot written before deliveries were kept as holding none', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const user = userRecord();
  await store.insertUser(user);
  await store.compact();
  await store.close();
  await writeOlderSnapshot(snapshotPath(), [
    'deliveries',
    'notificationSettings',
    'notifications',
    'requests',
  ]);
  expect(await readFile(snapshotPath(), 'utf8')).not.toContain('deliveries');

  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  expect(await again.findUserById(user.id)).toEqual(user);
  expect(await again.listUserDeliveries(user.id, 5)).toEqual([]);
  expect(await again.claimDueDeliveries(T0, 5, 60_000)).toEqual([]);
  await again.close();
});

it('names deliveries when a hand-edited last line counts them wrong', async () => {
  await compactedWithDeliveries();
  const lines = (await readFile(snapshotPath(), 'utf8')).split('\n');
  const last = lines.findIndex((line) => line.startsWith('"end":'));
  const { sha256: _, ...counted } = JSON.parse(lines[last]?.slice('"end":'.length, -1) ?? '{}');
  const edit = async (end: object) => {
    lines[last] = `"end":${JSON.stringify(end)}}`;
    await writeFile(snapshotPath(), lines.join('\n'));
    return openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  };
  await expect(edit({ ...counted, deliveries: 1 })).rejects.toThrow(
    /: the snapshot should hold 1 delivery but holds 2 deliveries\. See "Recovering by hand"/,
  );
  const { deliveries: _uncounted, ...older } = counted;
  await expect(edit(older)).rejects.toThrow(/should hold 0 deliveries but holds 2 deliveries/);
  await (await edit(counted)).close();
});
