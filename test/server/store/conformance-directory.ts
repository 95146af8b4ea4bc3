import { expect, it } from 'vitest';
import type {
  DirectoryGroupRecord,
  DirectoryUserRecord,
  ScimSecretRecord,
} from '../../../server/store/directory-store.ts';
import type { Opened } from './conformance.ts';
import { T0, userRecord } from './fixtures.ts';

const secret = (id: string, overrides: Partial<ScimSecretRecord> = {}): ScimSecretRecord => ({
  id,
  name: `Directory ${id}`,
  digest: `digest-${id}`,
  createdAt: T0,
  createdBy: 'admin@example.com',
  revokedAt: null,
  ...overrides,
});

const person = (userId: string, overrides: Partial<DirectoryUserRecord> = {}): DirectoryUserRecord => ({
  userId,
  externalId: `ext-${userId}`,
  givenName: 'Ada',
  familyName: 'Lovelace',
  displayName: 'Ada Lovelace',
  updatedAt: T0,
  ...overrides,
});

const group = (id: string, memberIds: string[]): DirectoryGroupRecord => ({
  id,
  displayName: `Group ${id}`,
  externalId: null,
  memberIds,
  createdAt: T0,
  updatedAt: T0,
});

/** DirectoryStore: provisioning secrets, what the directory says of accounts, and its groups. */
export function directoryRules(adapter: Opened): void {
  it('keeps provisioning secrets oldest first and revokes one exactly once', async () => {
    const store = await adapter.open();
    await store.insertScimSecret(secret('a'));
    await store.insertScimSecret(secret('b', { createdBy: null }));
    const [first, second] = await Promise.all([
      store.revokeScimSecret('a', T0 + 5),
      store.revokeScimSecret('a', T0 + 6),
    ]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await store.revokeScimSecret('unknown', T0)).toBe(false);
    expect(await store.listScimSecrets()).toEqual([
      secret('a', { revokedAt: first ? T0 + 5 : T0 + 6 }),
      secret('b', { createdBy: null }),
    ]);
  });

  it('keeps one directory record per account, replaced by the next, and drops it with the account', async () => {
    const store = await adapter.open();
    const ada = userRecord();
    const bob = userRecord();
    for (const u of [ada, bob]) await store.insertUser(u);
    await store.putDirectoryUser(person(ada.id));
    await store.putDirectoryUser(person(ada.id, { givenName: null, externalId: 'new', updatedAt: T0 + 1 }));
    await store.putDirectoryUser(person(bob.id));
    expect(await store.findDirectoryUser(ada.id)).toEqual(
      person(ada.id, { givenName: null, externalId: 'new', updatedAt: T0 + 1 }),
    );
    await store.removeUser(bob.id);
    expect(await store.findDirectoryUser(bob.id)).toBeUndefined();
    expect((await store.listDirectoryUsers()).map((r) => r.userId)).toEqual([ada.id]);
  });

  it('keeps no directory record for an account that is not there', async () => {
    const store = await adapter.open();
    await store.putDirectoryUser(person('nobody'));
    expect(await store.listDirectoryUsers()).toEqual([]);
  });

  it('keeps groups with their members, replaces and removes them', async () => {
    const store = await adapter.open();
    await store.putDirectoryGroup(group('g1', ['u1', 'u2']));
    await store.putDirectoryGroup(group('g2', []));
    await store.putDirectoryGroup({ ...group('g1', ['u2']), displayName: 'Admins', updatedAt: T0 + 9 });
    expect(await store.findDirectoryGroup('g1')).toEqual({
      ...group('g1', ['u2']),
      displayName: 'Admins',
      updatedAt: T0 + 9,
    });
    expect(await store.removeDirectoryGroup('g2')).toBe(true);
    expect(await store.removeDirectoryGroup('g2')).toBe(false);
    expect((await store.listDirectoryGroups()).map((g) => g.id)).toEqual(['g1']);
  });

  it('keeps secrets, records and groups when opened again', async () => {
    if (!adapter.durable) return;
    const store = await adapter.open();
    const ada = userRecord();
    await store.insertUser(ada);
    await store.insertScimSecret(secret('a'));
    await store.revokeScimSecret('a', T0 + 1);
    await store.putDirectoryUser(person(ada.id));
    await store.putDirectoryGroup(group('g1', [ada.id]));
    await store.putDirectoryGroup(group('g2', []));
    await store.removeDirectoryGroup('g2');
    const again = await adapter.reopen(store);
    expect(await again.listScimSecrets()).toEqual([secret('a', { revokedAt: T0 + 1 })]);
    expect(await again.findDirectoryUser(ada.id)).toEqual(person(ada.id));
    expect(await again.listDirectoryGroups()).toEqual([group('g1', [ada.id])]);
  });
}
