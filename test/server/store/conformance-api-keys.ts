import { expect, it } from 'vitest';
import type { ApiKeyRecord } from '../../../server/store/api-key-store.ts';
import { StoreConflictError } from '../../../server/store/store-conflict.ts';
import type { Opened } from './conformance.ts';
import { DAY, T0, userRecord } from './fixtures.ts';

let next = 0;
export function apiKey(userId: string, overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
  next++;
  return {
    id: next.toString(16).padStart(16, 'a'),
    userId,
    name: `Key ${next}`,
    scope: 'read',
    digest: next.toString(16).padStart(64, 'e'),
    createdAt: T0 + next,
    expiresAt: null,
    lastUsedAt: null,
    lastUsedFrom: null,
    revokedAt: null,
    ...overrides,
  };
}

/** Named API keys: kept by id, listed per user, revoked and kept, touched, and gone with a suspension or removal. */
export function apiKeyRules(adapter: Opened): void {
  it("finds a key by its id and lists a user's keys oldest first, across reopening", async () => {
    const store = await adapter.open();
    const alice = userRecord();
    const bob = userRecord();
    await store.insertUser(alice);
    await store.insertUser(bob);
    const later = apiKey(alice.id, { scope: 'push', createdAt: T0 + 5000, expiresAt: T0 + 30 * DAY });
    const earlier = apiKey(alice.id, { scope: 'all', createdAt: T0 + 1000 });
    const bobs = apiKey(bob.id);
    for (const key of [later, earlier, bobs]) await store.insertApiKey(key);
    const again = adapter.durable ? await adapter.reopen(store) : store;
    expect(await again.findApiKey(later.id)).toEqual(later);
    expect(await again.findApiKey('0'.repeat(16))).toBeUndefined();
    expect(await again.listApiKeys(alice.id)).toEqual([earlier, later]);
    expect(await again.listApiKeys(bob.id)).toEqual([bobs]);
    expect(await again.listApiKeys('nobody')).toEqual([]);
  });

  it('refuses a taken id and a key for an unknown user', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    const key = apiKey(user.id);
    await store.insertApiKey(key);
    await expect(store.insertApiKey({ ...key, name: 'again' })).rejects.toThrow(StoreConflictError);
    await expect(store.insertApiKey(apiKey('nobody'))).rejects.toThrow(StoreConflictError);
    expect(await store.listApiKeys(user.id)).toEqual([key]);
  });

  it("revokes a standing key of its own user once, keeping it as revoked, and notes each use's time and address", async () => {
    const store = await adapter.open();
    const alice = userRecord();
    const bob = userRecord();
    await store.insertUser(alice);
    await store.insertUser(bob);
    const key = apiKey(alice.id);
    const kept = apiKey(alice.id);
    await store.insertApiKey(key);
    await store.insertApiKey(kept);
    await store.touchApiKey(kept.id, T0 + DAY, '192.0.2.7');
    expect(await store.revokeApiKey(bob.id, key.id, T0 + 60_000)).toBe(false);
    expect(await store.revokeApiKey(alice.id, key.id, T0 + 60_000)).toBe(true);
    expect(await store.revokeApiKey(alice.id, key.id, T0 + 120_000)).toBe(false);
    expect(await store.revokeApiKey(alice.id, 'f'.repeat(16), T0)).toBe(false);
    const again = adapter.durable ? await adapter.reopen(store) : store;
    expect(await again.findApiKey(key.id)).toEqual({ ...key, revokedAt: T0 + 60_000 });
    expect(await again.findApiKey(kept.id)).toEqual({
      ...kept,
      lastUsedAt: T0 + DAY,
      lastUsedFrom: '192.0.2.7',
    });
  });

  it("removes a user's keys when the user is suspended or removed, and no one else's", async () => {
    const store = await adapter.open();
    const suspended = userRecord();
    const removed = userRecord();
    const other = userRecord();
    for (const user of [suspended, removed, other]) await store.insertUser(user);
    const keys = [apiKey(suspended.id), apiKey(removed.id), apiKey(other.id)];
    for (const key of keys) await store.insertApiKey(key);
    expect(await store.setUserSuspended(suspended.id, true)).toBe('done');
    await store.removeUser(removed.id);
    const again = adapter.durable ? await adapter.reopen(store) : store;
    expect(await again.findApiKey(keys[0]?.id ?? '')).toBeUndefined();
    expect(await again.findApiKey(keys[1]?.id ?? '')).toBeUndefined();
    expect(await again.listApiKeys(suspended.id)).toEqual([]);
    expect(await again.listApiKeys(other.id)).toEqual([keys[2]]);
    // A restored account gets no key back.
    expect(await again.setUserSuspended(suspended.id, false)).toBe('done');
    expect(await again.listApiKeys(suspended.id)).toEqual([]);
  });
}
