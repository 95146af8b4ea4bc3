import { expect, it } from 'vitest';
import type { DeviceTokenRecord } from '../../../server/store/records.ts';
import type { Opened } from './conformance.ts';
import { T0, userRecord } from './fixtures.ts';

let next = 0;
export function deviceToken(userId: string, overrides: Partial<DeviceTokenRecord> = {}): DeviceTokenRecord {
  next++;
  return {
    id: `device-${next}`,
    userId,
    tokenHash: next.toString(16).padStart(64, 'd'),
    name: 'Firefox on Linux',
    createdAt: T0 + next,
    lastUsedAt: null,
    ...overrides,
  };
}

export function deviceTokenRules(adapter: Opened): void {
  it("finds a browser token by its digest and lists a user's tokens oldest first", async () => {
    const store = await adapter.open();
    const alice = userRecord();
    const bob = userRecord();
    await store.insertUser(alice);
    await store.insertUser(bob);
    const later = deviceToken(alice.id, { name: 'Chrome on Windows', createdAt: T0 + 5000 });
    const earlier = deviceToken(alice.id, { createdAt: T0 + 1000 });
    const bobs = deviceToken(bob.id);
    for (const token of [later, earlier, bobs]) await store.insertDeviceToken(token);
    expect(await store.findDeviceToken(later.tokenHash)).toEqual(later);
    expect(await store.findDeviceToken('0'.repeat(64))).toBeUndefined();
    expect(await store.listDeviceTokens(alice.id)).toEqual([earlier, later]);
    expect(await store.listDeviceTokens(bob.id)).toEqual([bobs]);
    expect(await store.listDeviceTokens('nobody')).toEqual([]);
  });

  it('refuses a second token with the same digest or id, and a token for an unknown user', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    const token = deviceToken(user.id);
    await store.insertDeviceToken(token);
    await expect(store.insertDeviceToken({ ...token, id: 'another-id' })).rejects.toThrow();
    await expect(store.insertDeviceToken({ ...token, tokenHash: 'f'.repeat(64) })).rejects.toThrow();
    await expect(store.insertDeviceToken(deviceToken('nobody'))).rejects.toThrow();
    expect(await store.listDeviceTokens(user.id)).toEqual([token]);
  });

  it("revokes one token of its own user only, leaving the user's others", async () => {
    const store = await adapter.open();
    const alice = userRecord();
    const bob = userRecord();
    await store.insertUser(alice);
    await store.insertUser(bob);
    const revoked = deviceToken(alice.id);
    const kept = deviceToken(alice.id);
    await store.insertDeviceToken(revoked);
    await store.insertDeviceToken(kept);
    expect(await store.removeDeviceToken(bob.id, revoked.id)).toBe(false);
    expect(await store.findDeviceToken(revoked.tokenHash)).toEqual(revoked);
    expect(await store.removeDeviceToken(alice.id, revoked.id)).toBe(true);
    expect(await store.removeDeviceToken(alice.id, revoked.id)).toBe(false);
    expect(await store.findDeviceToken(revoked.tokenHash)).toBeUndefined();
    expect(await store.listDeviceTokens(alice.id)).toEqual([kept]);
  });

  it('records when a token was last used', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    const token = deviceToken(user.id);
    await store.insertDeviceToken(token);
    await store.touchDeviceToken(token.id, T0 + 60_000);
    expect(await store.findDeviceToken(token.tokenHash)).toEqual({ ...token, lastUsedAt: T0 + 60_000 });
    await store.touchDeviceToken(token.id, T0 + 120_000);
    expect(await store.listDeviceTokens(user.id)).toEqual([{ ...token, lastUsedAt: T0 + 120_000 }]);
    await store.touchDeviceToken('no-such-token', T0);
  });

  it("removes a user's browser tokens and one-time records with the user, and nobody else's", async () => {
    const store = await adapter.open();
    const [gone, guarded, other] = [userRecord(), userRecord(), userRecord({ admin: true })];
    for (const user of [gone, guarded, other]) await store.insertUser(user);
    const tokens = [deviceToken(gone.id), deviceToken(guarded.id), deviceToken(other.id)];
    for (const token of tokens) await store.insertDeviceToken(token);
    const records = [gone, guarded, other].map((user, i) => ({
      hash: String(i).repeat(64),
      purpose: 'reset' as const,
      userId: user.id,
      data: null,
      createdAt: T0,
      expiresAt: T0 + 60_000,
    }));
    for (const record of records) await store.insertOneTime(record);
    await store.removeUser(gone.id);
    expect(await store.removeUserUnlessLastAdmin(guarded.id)).toBe('done');
    const again = adapter.durable ? await adapter.reopen(store) : store;
    for (const token of tokens.slice(0, 2))
      expect(await again.findDeviceToken(token.tokenHash)).toBeUndefined();
    expect(await again.listDeviceTokens(gone.id)).toEqual([]);
    expect(await again.findDeviceToken(tokens[2]?.tokenHash ?? '')).toEqual(tokens[2]);
    for (const record of records.slice(0, 2))
      expect(await again.findOneTime(record.hash, 'reset', T0)).toBeUndefined();
    expect(await again.findOneTime(records[2]?.hash ?? '', 'reset', T0)).toEqual(records[2]);
    expect(await again.removeExpiredOneTimes(T0 + 60_000)).toBe(1);
  });

  it('keeps browser tokens, their use and their revocation across closing and reopening its data', async (context) => {
    if (!adapter.durable) return context.skip();
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    const kept = deviceToken(user.id);
    const revoked = deviceToken(user.id);
    await store.insertDeviceToken(kept);
    await store.insertDeviceToken(revoked);
    await store.touchDeviceToken(kept.id, T0 + 60_000);
    await store.removeDeviceToken(user.id, revoked.id);
    const again = await adapter.reopen(store);
    expect(await again.listDeviceTokens(user.id)).toEqual([{ ...kept, lastUsedAt: T0 + 60_000 }]);
    expect(await again.findDeviceToken(kept.tokenHash)).toEqual({ ...kept, lastUsedAt: T0 + 60_000 });
    expect(await again.findDeviceToken(revoked.tokenHash)).toBeUndefined();
  });
}
