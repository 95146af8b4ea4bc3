import { expect, it } from 'vitest';
import type { NotificationRecord, NotificationSettingsRecord } from '../../../server/store/records.ts';
import { StoreConflictError } from '../../../server/store/store-conflict.ts';
import type { Opened } from './conformance.ts';
import { deliveryRecord } from './conformance-deliveries.ts';
import { notificationFeedRules } from './conformance-notification-feed.ts';
import { T0, userRecord } from './fixtures.ts';

const LEASE = 60_000;

let next = 0;
export function notificationRecord(
  userId: string,
  overrides: Partial<NotificationRecord> = {},
): NotificationRecord {
  next++;
  return {
    id: `n${next}-${Math.random().toString(36).slice(2)}`,
    userId,
    event: 'view',
    urlToken: `sealed:token-${next}`,
    name: '',
    kind: 'text',
    createdAt: T0,
    ...overrides,
  };
}

export function notificationSettings(
  userId: string,
  overrides: Partial<NotificationSettingsRecord> = {},
): NotificationSettingsRecord {
  return {
    userId,
    events: ['view', 'expire'],
    byEmail: true,
    webhook: {
      url: 'sealed:https://hooks.example.net/a',
      secret: 'sealed:whsec_c2VjcmV0',
      format: 'standard',
    },
    updatedAt: T0,
    ...overrides,
  };
}

/** Owners' notification choices (one record per user) and the feed of their pushes' events. */
export function notificationRules(adapter: Opened): void {
  it("keeps one record of a user's notification choices, replaced by the next, and none for a user unknown", async () => {
    const store = await adapter.open();
    const [alice, bob] = [userRecord(), userRecord()];
    for (const user of [alice, bob]) await store.insertUser(user);
    expect(await store.findNotificationSettings(alice.id)).toBeUndefined();
    const first = notificationSettings(alice.id);
    expect(await store.setNotificationSettings(first)).toBe(true);
    expect(await store.findNotificationSettings(alice.id)).toEqual(first);
    const second = notificationSettings(alice.id, {
      events: ['request_answered', 'failed_passphrase', 'view'],
      byEmail: false,
      webhook: { url: 'sealed:https://hooks.slack.example/T1', secret: 'sealed:whsec_eA==', format: 'slack' },
      updatedAt: T0 + 5,
    });
    expect(await store.setNotificationSettings(second)).toBe(true);
    const bobs = notificationSettings(bob.id, { events: [], byEmail: false, webhook: null });
    expect(await store.setNotificationSettings(bobs)).toBe(true);
    expect(await store.setNotificationSettings(notificationSettings('no-such-user'))).toBe(false);
    const again = adapter.durable ? await adapter.reopen(store) : store;
    expect(await again.findNotificationSettings(alice.id)).toEqual(second);
    expect(await again.findNotificationSettings(bob.id)).toEqual(bobs);
    expect(await again.findNotificationSettings('no-such-user')).toBeUndefined();
  });

  it("removes a user's choices and feed with the user, and with an administrator's removal of them, leaving others'", async () => {
    let store = await adapter.open();
    const [gone, removedByAdmin, kept] = [userRecord(), userRecord(), userRecord()];
    for (const user of [gone, removedByAdmin, kept]) {
      await store.insertUser(user);
      await store.setNotificationSettings(notificationSettings(user.id));
      await store.insertNotification(notificationRecord(user.id));
    }
    const keptEvent = notificationRecord(kept.id, { createdAt: T0 + 1, event: 'expire', kind: 'file' });
    await store.insertNotification(keptEvent);
    await store.removeUser(gone.id);
    expect(await store.removeUserUnlessLastAdmin(removedByAdmin.id)).toBe('done');
    // An event of a push whose owner is gone has no one to read it: it is not kept.
    await store.insertNotification(notificationRecord(gone.id, { createdAt: T0 + 2 }));
    if (adapter.durable) store = await adapter.reopen(store);
    const start = { createdAt: 0, id: '' };
    for (const user of [gone, removedByAdmin]) {
      expect(await store.findNotificationSettings(user.id)).toBeUndefined();
      expect(await store.listNotifications(user.id, start, 10)).toEqual([]);
    }
    // Someone new under a removed user's id starts with nothing of theirs.
    await store.insertUser({ ...userRecord(), id: gone.id });
    expect(await store.findNotificationSettings(gone.id)).toBeUndefined();
    expect(await store.listNotifications(gone.id, start, 10)).toEqual([]);
    expect(await store.findNotificationSettings(kept.id)).toEqual(notificationSettings(kept.id));
    expect((await store.listNotifications(kept.id, start, 10)).at(-1)).toEqual(keptEvent);
    expect(await store.removeOldNotifications(T0 + 10)).toBe(2);
  });

  it('refuses a second event under a taken id', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    const event = notificationRecord(user.id);
    await store.insertNotification(event);
    await expect(store.insertNotification({ ...event, event: 'expire' })).rejects.toBeInstanceOf(
      StoreConflictError,
    );
    expect(await store.listNotifications(user.id, { createdAt: 0, id: '' }, 10)).toEqual([event]);
  });

  it('hands out only deliveries on the channels asked for, and all when none are named', async () => {
    const store = await adapter.open();
    // The mail falls due first: a claim for webhooks neither takes it nor counts it against its limit.
    const mails = [1, 2].map((i) => deliveryRecord({ nextAttemptAt: T0 + i }));
    const hooks = [3, 4].map((i) => deliveryRecord({ channel: 'webhook', nextAttemptAt: T0 + i }));
    for (const delivery of [...mails, ...hooks]) await store.insertDelivery(delivery);
    expect(await store.claimDueDeliveries(T0 + 10, 5, LEASE, [])).toEqual([]);
    const taken = await store.claimDueDeliveries(T0 + 10, 1, LEASE, ['webhook']);
    expect(taken).toEqual([{ ...hooks[0], claimedUntil: T0 + 10 + LEASE }]);
    expect((await store.claimDueDeliveries(T0 + 10, 5, LEASE, ['webhook'])).map((d) => d.id)).toEqual([
      hooks[1]?.id,
    ]);
    const both = await store.claimDueDeliveries(T0 + 10, 5, LEASE, ['mail', 'webhook']);
    expect(both.map((d) => d.id)).toEqual([mails[0]?.id, mails[1]?.id]);
    const later = deliveryRecord({ channel: 'webhook', nextAttemptAt: T0 + 20 });
    const laterMail = deliveryRecord({ nextAttemptAt: T0 + 21 });
    for (const delivery of [later, laterMail]) await store.insertDelivery(delivery);
    expect((await store.claimDueDeliveries(T0 + 30, 5, LEASE)).map((d) => d.id)).toEqual([
      later.id,
      laterMail.id,
    ]);
  });

  notificationFeedRules(adapter);
}
