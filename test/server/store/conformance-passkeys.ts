import { expect, it } from 'vitest';
import type { PasskeyRecord } from '../../../server/store/passkey-store.ts';
import type { Opened } from './conformance.ts';
import { T0, userRecord } from './fixtures.ts';

let next = 0;
export function passkey(userId: string, overrides: Partial<PasskeyRecord> = {}): PasskeyRecord {
  next++;
  return {
    id: `credential-${next}`,
    userId,
    publicKey: `pQECAyYgASFYIP${next}`,
    counter: 0,
    transports: ['internal', 'hybrid'],
    name: 'Laptop',
    createdAt: T0 + next,
    lastUsedAt: null,
    ...overrides,
  };
}

/** PasskeyStore: users' passkeys, their names, and the counter that tells a cloned authenticator. */
export function passkeyRules(adapter: Opened): void {
  it("finds a passkey by its credential id and lists a user's passkeys oldest first", async () => {
    const store = await adapter.open();
    const alice = userRecord();
    const bob = userRecord();
    await store.insertUser(alice);
    await store.insertUser(bob);
    const later = passkey(alice.id, {
      name: 'Security key',
      transports: ['usb', 'nfc'],
      createdAt: T0 + 9000,
    });
    const earlier = passkey(alice.id, { createdAt: T0 + 1000 });
    const bobs = passkey(bob.id);
    for (const one of [later, earlier, bobs]) await store.insertPasskey(one);
    expect(await store.findPasskey(later.id)).toEqual(later);
    expect(await store.findPasskey('no-such-credential')).toBeUndefined();
    expect(await store.listPasskeys(alice.id)).toEqual([earlier, later]);
    expect(await store.listPasskeys(bob.id)).toEqual([bobs]);
    expect(await store.listPasskeys('nobody')).toEqual([]);
  });

  it('refuses a credential id kept already, even for another user, and a passkey for an unknown user', async () => {
    const store = await adapter.open();
    const alice = userRecord();
    const bob = userRecord();
    await store.insertUser(alice);
    await store.insertUser(bob);
    const kept = passkey(alice.id);
    await store.insertPasskey(kept);
    await expect(store.insertPasskey({ ...kept, userId: bob.id })).rejects.toThrow();
    await expect(store.insertPasskey(passkey('nobody'))).rejects.toThrow();
    expect(await store.findPasskey(kept.id)).toEqual(kept);
    expect(await store.listPasskeys(bob.id)).toEqual([]);
  });

  it('renames and removes a passkey for its own user only', async () => {
    const store = await adapter.open();
    const alice = userRecord();
    const bob = userRecord();
    await store.insertUser(alice);
    await store.insertUser(bob);
    const one = passkey(alice.id);
    const other = passkey(alice.id);
    await store.insertPasskey(one);
    await store.insertPasskey(other);
    expect(await store.renamePasskey(bob.id, one.id, 'Stolen')).toBe(false);
    expect(await store.renamePasskey(alice.id, one.id, 'Phone')).toBe(true);
    expect(await store.findPasskey(one.id)).toEqual({ ...one, name: 'Phone' });
    expect(await store.removePasskey(bob.id, one.id)).toBe(false);
    expect(await store.removePasskey(alice.id, one.id)).toBe(true);
    expect(await store.removePasskey(alice.id, one.id)).toBe(false);
    expect(await store.renamePasskey(alice.id, one.id, 'Gone')).toBe(false);
    expect(await store.listPasskeys(alice.id)).toEqual([other]);
  });

  it('takes a use whose counter moves on, or stays 0 for one that does not count, and refuses one that goes back', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    const counting = passkey(user.id, { counter: 5 });
    const uncounted = passkey(user.id);
    await store.insertPasskey(counting);
    await store.insertPasskey(uncounted);
    expect(await store.usePasskey(counting.id, 6, T0 + 60_000)).toBe('used');
    expect(await store.usePasskey(counting.id, 6, T0 + 70_000)).toBe('counter_went_back');
    expect(await store.usePasskey(counting.id, 2, T0 + 80_000)).toBe('counter_went_back');
    expect(await store.findPasskey(counting.id)).toEqual({
      ...counting,
      counter: 6,
      lastUsedAt: T0 + 60_000,
    });
    expect(await store.usePasskey(uncounted.id, 0, T0 + 90_000)).toBe('used');
    expect(await store.usePasskey(uncounted.id, 0, T0 + 95_000)).toBe('used');
    expect((await store.findPasskey(uncounted.id))?.lastUsedAt).toBe(T0 + 95_000);
    expect(await store.usePasskey('no-such-credential', 1, T0)).toBe('unknown');
  });

  it('takes one of two uses of one signature sent at once', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    const one = passkey(user.id, { counter: 1 });
    await store.insertPasskey(one);
    const uses = await Promise.all([1, 2, 3, 4].map(() => store.usePasskey(one.id, 2, T0)));
    expect(uses.filter((use) => use === 'used')).toHaveLength(1);
    expect(uses.filter((use) => use === 'counter_went_back')).toHaveLength(3);
  });

  it('lets the passkeys go with their user', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    const one = passkey(user.id);
    await store.insertPasskey(one);
    await store.removeUser(user.id);
    expect(await store.findPasskey(one.id)).toBeUndefined();
    expect(await store.listPasskeys(user.id)).toEqual([]);
  });

  it('keeps passkeys, their names and counters when opened again', async () => {
    if (!adapter.durable) return;
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    const one = passkey(user.id);
    await store.insertPasskey(one);
    await store.renamePasskey(user.id, one.id, 'Phone');
    await store.usePasskey(one.id, 3, T0 + 1000);
    const again = await adapter.reopen(store);
    expect(await again.listPasskeys(user.id)).toEqual([
      { ...one, name: 'Phone', counter: 3, lastUsedAt: T0 + 1000 },
    ]);
  });
}
