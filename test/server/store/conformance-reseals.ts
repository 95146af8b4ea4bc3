import { expect, it } from 'vitest';
import type { Store } from '../../../server/store/port.ts';
import type { ResealedSlice } from '../../../server/store/reseal/reseal-store.ts';
import type { Opened } from './conformance.ts';
import { deliveryRecord } from './conformance-deliveries.ts';
import { fileKeyRecord } from './conformance-file-keys.ts';
import { notificationRecord, notificationSettings } from './conformance-notifications.ts';
import { oneTimeRecord } from './conformance-one-times.ts';
import { requestRecord } from './conformance-requests.ts';
import { totpRecord } from './conformance-totp.ts';
import { pushRecord, T0, userRecord, visitor } from './fixtures.ts';

/** The test's "key": what starts `sealed:` is under the old key, `resealed:` under the new one. */
const reseal = (sealed: string) => (sealed.startsWith('sealed:') ? `re${sealed}` : null);

/** One record of every kind that holds sealed values, each value under the old key. */
async function fillStore(store: Store) {
  const user = userRecord({ totp: totpRecord() });
  await store.insertUser(user);
  const push = pushRecord({ payload: 'sealed:p', passphrase: 'sealed:pw', note: 'sealed:n' });
  await store.insertPush(push, visitor, T0);
  const oneTime = oneTimeRecord({ userId: user.id });
  await store.insertOneTime(oneTime);
  const delivery = deliveryRecord({ userId: user.id });
  await store.insertDelivery(delivery);
  await store.setNotificationSettings(notificationSettings(user.id));
  const notification = notificationRecord(user.id, { name: 'sealed:name' });
  await store.insertNotification(notification);
  const request = requestRecord({
    ownerId: user.id,
    note: 'sealed:rn',
    passphrase: 'sealed:rp',
    gate: 'sealed:rg',
  });
  await store.insertRequest(request);
  const fileKey = fileKeyRecord({ meta: 'sealed:file-key' });
  await store.putFileKey(fileKey);
  return { user, push, oneTime, delivery, notification, request, fileKey };
}

type Filled = Awaited<ReturnType<typeof fillStore>>;

/** Every sealed value the filled records hold, as the store gives them back. */
async function sealedValues(store: Store, f: Filled): Promise<(string | null | undefined)[]> {
  const push = await store.findPush(f.push.urlToken);
  const settings = await store.findNotificationSettings(f.user.id);
  const [notification] = await store.listNotifications(f.user.id, { createdAt: 0, id: '' }, 10);
  const request = await store.findRequest(f.request.urlToken);
  return [
    push?.payload,
    push?.passphrase,
    push?.note,
    (await store.findUserById(f.user.id))?.totp?.secret,
    (await store.findOneTime(f.oneTime.hash, f.oneTime.purpose, T0))?.data,
    (await store.listUserDeliveries(f.user.id, 10))[0]?.payload,
    settings?.webhook?.url,
    settings?.webhook?.secret,
    notification?.urlToken,
    notification?.name,
    request?.name,
    request?.message,
    request?.note,
    request?.passphrase,
    request?.gate,
    (await store.findFileKey(f.fileKey.id))?.meta,
  ];
}

async function walk(store: Store, limit: number, stopAfter = Number.POSITIVE_INFINITY) {
  let cursor: string | null = null;
  let slices = 0;
  const total = { seen: 0, resealed: 0 };
  do {
    const slice: ResealedSlice = await store.resealSlice(cursor, limit, reseal);
    total.seen += slice.seen;
    total.resealed += slice.resealed;
    cursor = slice.next;
    slices++;
  } while (cursor !== null && slices < stopAfter);
  return { ...total, done: cursor === null };
}

/** ResealStore: the key rotation's walk over every sealed value, a slice at a time. */
export function resealRules(adapter: Opened): void {
  it('re-seals every sealed value of every kind of record, and keeps them so', async () => {
    const store = await adapter.open();
    const filled = await fillStore(store);
    expect((await sealedValues(store, filled)).every((v) => v?.startsWith('sealed:'))).toBe(true);
    const run = await walk(store, 2);
    expect(run.resealed).toBe(8);
    expect(run.seen).toBeGreaterThanOrEqual(8);
    const again = adapter.durable ? await adapter.reopen(store) : store;
    const values = await sealedValues(again, filled);
    expect(values.filter((v) => !v?.startsWith('resealed:'))).toEqual([]);
  });

  it('stops after any slice and starts again, and a run after a finished one re-seals nothing', async () => {
    const store = await adapter.open();
    const filled = await fillStore(store);
    const first = await walk(store, 1, 3);
    expect(first.done).toBe(false);
    expect(first.resealed).toBeGreaterThan(0);
    expect(first.resealed).toBeLessThan(8);
    const second = await walk(store, 1);
    expect(first.resealed + second.resealed).toBe(8);
    expect((await walk(store, 3)).resealed).toBe(0);
    expect((await sealedValues(store, filled)).every((v) => v?.startsWith('resealed:'))).toBe(true);
  });

  it('walks an empty store to its end, re-sealing nothing', async () => {
    const store = await adapter.open();
    const run = await walk(store, 50);
    expect(run).toEqual({ seen: 0, resealed: 0, done: true });
  });
}
