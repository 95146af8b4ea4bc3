import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { notificationRecord, notificationSettings } from './conformance-notifications.ts';
import { T0, TEST_KEY, userRecord } from './fixtures.ts';
import { writeOlderSnapshot } from './old-snapshot.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'store-notifications-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const snapshotPath = () => join(dataDir, 'store.json');
const open = () => openLowdbStore({ dataDir, instanceKey: TEST_KEY });
const START = { createdAt: 0, id: '' };

async function compactedWithNotifications() {
  const store = await open();
  const [alice, bob] = [userRecord(), userRecord()];
  for (const user of [alice, bob]) await store.insertUser(user);
  const settings = notificationSettings(alice.id);
  await store.setNotificationSettings(settings);
  const events = [
    notificationRecord(alice.id, { createdAt: T0 + 1 }),
    notificationRecord(alice.id, { createdAt: T0 + 2, event: 'expire' }),
    notificationRecord(bob.id, { createdAt: T0 + 3 }),
  ];
  for (const event of events) await store.insertNotification(event);
  await store.compact();
  await store.close();
  return { alice, bob, settings, events };
}

it('writes notification choices and feeds into the snapshot, and reads them back line by line or whole', async () => {
  const { alice, bob, settings, events } = await compactedWithNotifications();
  expect(await readdir(dataDir)).not.toContain('journal-1.ndjson');
  const text = await readFile(snapshotPath(), 'utf8');
  expect(text).toContain(`"notificationSettings":[\n${JSON.stringify(settings)}\n],\n`);
  expect(text).toContain(`"notifications":[\n${events.map((e) => JSON.stringify(e)).join(',\n')}\n],\n`);
  expect(JSON.parse(text)).toMatchObject({ end: { notificationSettings: 1, notifications: 3 } });

  const again = await open();
  expect(await again.findNotificationSettings(alice.id)).toEqual(settings);
  expect(await again.listNotifications(alice.id, START, 10)).toEqual(events.slice(0, 2));
  // Changes since the snapshot go to the journal, replayed over it.
  expect(await again.removeOldNotifications(T0 + 2)).toBe(1);
  await again.removeUser(bob.id);
  await again.close();

  // A snapshot someone reformatted by hand, with no checksum, is read whole.
  const { end, ...whole } = JSON.parse(text);
  await writeFile(snapshotPath(), JSON.stringify({ ...whole, end: { ...end, sha256: undefined } }, null, 2));
  const reread = await open();
  expect(await reread.findNotificationSettings(alice.id)).toEqual(settings);
  expect(await reread.listNotifications(alice.id, START, 10)).toEqual([events[1]]);
  expect(await reread.listNotifications(bob.id, START, 10)).toEqual([]);
  await reread.compact();
  await reread.close();
  const compacted = JSON.parse(await readFile(snapshotPath(), 'utf8'));
  expect(compacted).toMatchObject({ notifications: [events[1]], end: { notifications: 1 } });
});

it('reads a snapshot written before notifications were kept as holding none', async () => {
  const store = await open();
  const user = userRecord();
  await store.insertUser(user);
  await store.compact();
  await store.close();
  await writeOlderSnapshot(snapshotPath(), ['notificationSettings', 'notifications', 'requests']);
  expect(await readFile(snapshotPath(), 'utf8')).not.toContain('notification');

  const again = await open();
  expect(await again.findUserById(user.id)).toEqual(user);
  expect(await again.findNotificationSettings(user.id)).toBeUndefined();
  expect(await again.listNotifications(user.id, START, 10)).toEqual([]);
  await again.close();
});

it('names notifications and choices when a hand-edited last line counts them wrong', async () => {
  await compactedWithNotifications();
  const lines = (await readFile(snapshotPath(), 'utf8')).split('\n');
  const last = lines.findIndex((line) => line.startsWith('"end":'));
  const { sha256: _, ...counted } = JSON.parse(lines[last]?.slice('"end":'.length, -1) ?? '{}');
  const edit = async (end: object) => {
    lines[last] = `"end":${JSON.stringify(end)}}`;
    await writeFile(snapshotPath(), lines.join('\n'));
    return open();
  };
  await expect(edit({ ...counted, notifications: 1, notificationSettings: 2 })).rejects.toThrow(
    /: the snapshot should hold 2 users' notification settings and 1 notification but holds 1 user's notification settings and 3 notifications\. See "Recovering by hand"/,
  );
  const { notifications: _uncounted, ...older } = counted;
  await expect(edit(older)).rejects.toThrow(/should hold 0 notifications but holds 3 notifications/);
  await (await edit(counted)).close();
});
