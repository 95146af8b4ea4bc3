import { expect, it } from 'vitest';
import type { Store } from '../../../server/store/port.ts';
import type { NotificationRecord } from '../../../server/store/records.ts';
import type { Opened } from './conformance.ts';
import { notificationRecord } from './conformance-notifications.ts';
import { T0, userRecord } from './fixtures.ts';

const START = { createdAt: 0, id: '' };

async function withUser(store: Store): Promise<string> {
  const user = userRecord();
  await store.insertUser(user);
  return user.id;
}

/** Reads a whole feed a page at a time, as the extension does, from the last event each page gave. */
async function readAll(store: Store, userId: string, page: number): Promise<NotificationRecord[]> {
  const read: NotificationRecord[] = [];
  let after = START;
  for (;;) {
    const events = await store.listNotifications(userId, after, page);
    read.push(...events);
    const last = events.at(-1);
    if (events.length < page || last === undefined) return read;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The feed: oldest first, by time and then id, strictly after the reader's last event; cleared by age. */
export function notificationFeedRules(adapter: Opened): void {
  it('lists a feed oldest first, those of one millisecond by id, only its own user, up to the limit', async () => {
    const store = await adapter.open();
    const [alice, bob] = [await withUser(store), await withUser(store)];
    // Ids compared by code unit, whatever the database's collation: '-' < 'B' < 'Z' < '_' < 'a'.
    const sameTime = ['a', '_', 'Z', 'B', '-'].map((id) =>
      notificationRecord(alice, { id, createdAt: T0 + 5 }),
    );
    const later = notificationRecord(alice, { id: '0', createdAt: T0 + 9, event: 'expire', kind: 'url' });
    const earlier = notificationRecord(alice, {
      id: 'z',
      createdAt: T0 + 1,
      event: 'failed_passphrase',
      name: 'sealed:db root',
    });
    const bobs = notificationRecord(bob, { createdAt: T0 + 3, event: 'request_answered', kind: 'request' });
    for (const event of [later, ...sameTime, bobs, earlier]) await store.insertNotification(event);
    const byId = new Map(sameTime.map((event) => [event.id, event]));
    const ordered = [earlier, ...['-', 'B', 'Z', '_', 'a'].map((id) => byId.get(id)), later];
    expect(await store.listNotifications(alice, START, 10)).toEqual(ordered);
    expect(await store.listNotifications(alice, START, 3)).toEqual(ordered.slice(0, 3));
    expect(await store.listNotifications(alice, START, 0)).toEqual([]);
    expect(await store.listNotifications(bob, START, 10)).toEqual([bobs]);
    expect(await store.listNotifications('no-such-user', START, 10)).toEqual([]);
  });

  it('lists only what comes strictly after the position given: a later time, or the same time and a greater id', async () => {
    const store = await adapter.open();
    const user = await withUser(store);
    const events = [
      notificationRecord(user, { id: 'b', createdAt: T0 }),
      notificationRecord(user, { id: 'a', createdAt: T0 + 1 }),
      notificationRecord(user, { id: 'c', createdAt: T0 + 1 }),
      notificationRecord(user, { id: 'd', createdAt: T0 + 2 }),
    ];
    for (const event of events) await store.insertNotification(event);
    const ids = async (after: { createdAt: number; id: string }) =>
      (await store.listNotifications(user, after, 10)).map((event) => event.id);
    expect(await ids({ createdAt: T0, id: 'b' })).toEqual(['a', 'c', 'd']);
    expect(await ids({ createdAt: T0 + 1, id: 'a' })).toEqual(['c', 'd']);
    // A position no event holds (one removed since) still splits the feed where it would lie.
    expect(await ids({ createdAt: T0 + 1, id: 'b' })).toEqual(['c', 'd']);
    expect(await ids({ createdAt: T0 + 1, id: '' })).toEqual(['a', 'c', 'd']);
    expect(await ids({ createdAt: T0 + 2, id: 'd' })).toEqual([]);
    expect(await ids({ createdAt: T0 + 5, id: '' })).toEqual([]);
  });

  it('gives a reader paging from its last event every event once, events made meanwhile included', async () => {
    const store = await adapter.open();
    const user = await withUser(store);
    const made = Array.from({ length: 7 }, (_, i) => notificationRecord(user, { createdAt: T0 + (i % 3) }));
    for (const event of made) await store.insertNotification(event);
    const firstPage = await store.listNotifications(user, START, 4);
    const last = firstPage.at(-1) ?? notificationRecord(user);
    const meanwhile = notificationRecord(user, { createdAt: T0 + 2, id: '~' });
    await store.insertNotification(meanwhile);
    const rest = await store.listNotifications(user, { createdAt: last.createdAt, id: last.id }, 100);
    const everything = [...firstPage, ...rest];
    expect(new Set(everything.map((event) => event.id)).size).toBe(8);
    expect(everything).toEqual(await store.listNotifications(user, START, 100));
    expect(everything.at(-1)).toEqual(meanwhile);
    expect(await readAll(store, user, 2)).toEqual(everything);
    expect(await readAll(store, user, 3)).toEqual(everything);
  });

  it('removes the events made before a time, of every user, and says how many', async () => {
    let store = await adapter.open();
    const [alice, bob] = [await withUser(store), await withUser(store)];
    const old = [
      notificationRecord(alice, { createdAt: T0 }),
      notificationRecord(bob, { createdAt: T0 + 99 }),
    ];
    const kept = [
      notificationRecord(alice, { createdAt: T0 + 100 }),
      notificationRecord(bob, { createdAt: T0 + 150 }),
    ];
    for (const event of [...kept, ...old]) await store.insertNotification(event);
    expect(await store.removeOldNotifications(T0)).toBe(0);
    expect(await store.removeOldNotifications(T0 + 100)).toBe(2);
    expect(await store.removeOldNotifications(T0 + 100)).toBe(0);
    if (adapter.durable) store = await adapter.reopen(store);
    expect(await store.listNotifications(alice, START, 10)).toEqual([kept[0]]);
    expect(await store.listNotifications(bob, START, 10)).toEqual([kept[1]]);
    const newer = notificationRecord(alice, { createdAt: T0 + 200 });
    await store.insertNotification(newer);
    expect(await store.removeOldNotifications(T0 + 151)).toBe(2);
    expect(await readAll(store, alice, 1)).toEqual([newer]);
    expect(await store.listNotifications(bob, START, 10)).toEqual([]);
  });
}
