import { expect, it } from 'vitest';
import type { OneTimeRecord } from '../../../server/store/records.ts';
import type { Opened } from './conformance.ts';
import { T0, userRecord } from './fixtures.ts';

let next = 0;
export function oneTimeRecord(overrides: Partial<OneTimeRecord> = {}): OneTimeRecord {
  next++;
  return {
    hash: next.toString(16).padStart(64, 'e'),
    purpose: 'reset',
    userId: null,
    data: `sealed:data-${next}`,
    createdAt: T0,
    expiresAt: T0 + 60_000,
    ...overrides,
  };
}

export function oneTimeRules(adapter: Opened): void {
  it('finds a one-time record for its own purpose while it is unexpired, and leaves it there', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    const record = oneTimeRecord({ userId: user.id });
    await store.insertOneTime(record);
    expect(await store.findOneTime(record.hash, 'reset', T0 + 59_999)).toEqual(record);
    expect(await store.findOneTime(record.hash, 'reset', T0 + 59_999)).toEqual(record);
    expect(await store.findOneTime(record.hash, 'signup', T0)).toBeUndefined();
    expect(await store.findOneTime(record.hash, 'reset', T0 + 60_000)).toBeUndefined();
    expect(await store.findOneTime('f'.repeat(64), 'reset', T0)).toBeUndefined();
  });

  it('hands a record out once, for its own purpose only', async () => {
    const store = await adapter.open();
    const record = oneTimeRecord({ purpose: 'sso', data: null });
    await store.insertOneTime(record);
    expect(await store.takeOneTime(record.hash, 'second_step', T0)).toBeUndefined();
    expect(await store.findOneTime(record.hash, 'sso', T0)).toEqual(record);
    expect(await store.takeOneTime(record.hash, 'sso', T0 + 1)).toEqual(record);
    expect(await store.takeOneTime(record.hash, 'sso', T0 + 1)).toBeUndefined();
    expect(await store.findOneTime(record.hash, 'sso', T0 + 1)).toBeUndefined();
  });

  it('removes an expired record it is asked to take, and hands out nothing', async () => {
    const store = await adapter.open();
    const record = oneTimeRecord({ purpose: 'extension' });
    await store.insertOneTime(record);
    expect(await store.takeOneTime(record.hash, 'extension', record.expiresAt)).toBeUndefined();
    expect(await store.findOneTime(record.hash, 'extension', T0)).toBeUndefined();
    expect(await store.removeExpiredOneTimes(T0 + 10 * 60_000)).toBe(0);
  });

  it('replaces a record stored under the same hash', async () => {
    const store = await adapter.open();
    const first = oneTimeRecord({ purpose: 'email' });
    const second = { ...first, purpose: 'signup' as const, data: 'sealed:other', expiresAt: T0 + 5 };
    await store.insertOneTime(first);
    await store.insertOneTime(second);
    expect(await store.findOneTime(first.hash, 'email', T0)).toBeUndefined();
    expect(await store.findOneTime(first.hash, 'signup', T0)).toEqual(second);
  });

  it("removes a user's records of one purpose, and counts them", async () => {
    const store = await adapter.open();
    const alice = userRecord();
    const bob = userRecord();
    await store.insertUser(alice);
    await store.insertUser(bob);
    const resets = [oneTimeRecord({ userId: alice.id }), oneTimeRecord({ userId: alice.id })];
    const email = oneTimeRecord({ userId: alice.id, purpose: 'email' });
    const bobs = oneTimeRecord({ userId: bob.id });
    for (const record of [...resets, email, bobs]) await store.insertOneTime(record);
    expect(await store.removeUserOneTimes(alice.id, 'reset')).toBe(2);
    expect(await store.removeUserOneTimes(alice.id, 'reset')).toBe(0);
    for (const record of resets) expect(await store.findOneTime(record.hash, 'reset', T0)).toBeUndefined();
    expect(await store.findOneTime(email.hash, 'email', T0)).toEqual(email);
    expect(await store.findOneTime(bobs.hash, 'reset', T0)).toEqual(bobs);
  });

  it('removes the records expired at a moment, and only those', async () => {
    const store = await adapter.open();
    const ended = oneTimeRecord({ expiresAt: T0 });
    const endsLater = oneTimeRecord({ expiresAt: T0 + 1, purpose: 'signup' });
    await store.insertOneTime(ended);
    await store.insertOneTime(endsLater);
    expect(await store.removeExpiredOneTimes(T0)).toBe(1);
    expect(await store.removeExpiredOneTimes(T0)).toBe(0);
    expect(await store.findOneTime(endsLater.hash, 'signup', T0)).toEqual(endsLater);
    expect(await store.takeOneTime(ended.hash, 'reset', T0 - 1)).toBeUndefined();
  });

  it('refuses a record for a user it does not hold', async () => {
    const store = await adapter.open();
    await expect(store.insertOneTime(oneTimeRecord({ userId: 'nobody' }))).rejects.toThrow();
  });

  it('keeps one-time records, and their use, across closing and reopening its data', async (context) => {
    if (!adapter.durable) return context.skip();
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    const kept = oneTimeRecord({ userId: user.id, purpose: 'second_step' });
    const taken = oneTimeRecord();
    await store.insertOneTime(kept);
    await store.insertOneTime(taken);
    await store.takeOneTime(taken.hash, 'reset', T0);
    const again = await adapter.reopen(store);
    expect(await again.findOneTime(kept.hash, 'second_step', T0)).toEqual(kept);
    expect(await again.findOneTime(taken.hash, 'reset', T0)).toBeUndefined();
  });
}
