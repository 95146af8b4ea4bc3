import { expect, it } from 'vitest';
import type { Opened } from './conformance.ts';
import { DAY, ownerMeta, pushRecord, T0, userRecord, visitor } from './fixtures.ts';

export function userRules(adapter: Opened): void {
  it('finds a user by id, e-mail (any case) and token hash', async () => {
    const store = await adapter.open();
    const user = userRecord({ email: 'Ada@Example.com' });
    await store.insertUser(user);
    expect(await store.findUserById(user.id)).toEqual(user);
    expect(await store.findUserByEmail('ada@example.COM')).toEqual(user);
    expect(await store.findUserByTokenHash(user.tokenHash ?? '')).toEqual(user);
    expect(await store.findUserByEmail('bob@example.com')).toBeUndefined();
    expect(await store.findUserByTokenHash('unknown')).toBeUndefined();
  });

  it('keeps an address with a Kelvin sign apart from one with a k, and finds an address stored lower-cased whole', async () => {
    const store = await adapter.open();
    const karl = userRecord({ email: 'karl@example.com' });
    const elodie = userRecord({ email: 'élodie@example.com' });
    await store.insertUser(karl);
    await store.insertUser(elodie);
    expect(await store.findUserByEmail('\u212Aarl@example.com')).toBeUndefined();
    const kelvin = userRecord({ email: '\u212Aarl@example.com' });
    await store.insertUser(kelvin);
    expect(await store.findUserByEmail('\u212Aarl@EXAMPLE.com')).toEqual(kelvin);
    expect(await store.findUserByEmail('KARL@example.com')).toEqual(karl);
    expect(await store.findUserByEmail('élodie@EXAMPLE.com')).toEqual(elodie);
  });

  it('refuses a second user with the same e-mail', async () => {
    const store = await adapter.open();
    await store.insertUser(userRecord({ email: 'ada@example.com' }));
    await expect(store.insertUser(userRecord({ email: 'ADA@example.com' }))).rejects.toThrow(/e-mail/);
    expect(await store.listUsers()).toHaveLength(1);
  });

  it('updates a user, so the old token hash no longer finds them', async () => {
    const store = await adapter.open();
    const user = userRecord();
    const other = userRecord();
    await store.insertUser(user);
    await store.insertUser(other);
    const rotated = { ...user, tokenHash: 'new-hash' };
    await store.updateUser(rotated);
    expect(await store.findUserByTokenHash(user.tokenHash ?? '')).toBeUndefined();
    expect(await store.findUserByTokenHash('new-hash')).toEqual(rotated);
    await expect(store.updateUser({ ...user, email: other.email })).rejects.toThrow(/e-mail/);
    await expect(store.updateUser(userRecord())).rejects.toThrow(/No such user/);
    expect(await store.listUsers()).toEqual([rotated, other]);
  });

  it('removes a user and every way of finding them', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    await store.removeUser(user.id);
    expect(await store.findUserById(user.id)).toBeUndefined();
    expect(await store.findUserByEmail(user.email)).toBeUndefined();
    expect(await store.findUserByTokenHash(user.tokenHash ?? '')).toBeUndefined();
    expect(await store.listUsers()).toEqual([]);
  });

  it('finds everything again after closing and reopening its data', async (context) => {
    if (!adapter.durable) return context.skip();
    const store = await adapter.open();
    const user = userRecord();
    const live = pushRecord({ ownerId: user.id, createdAt: T0 });
    const viewed = pushRecord({ ownerId: user.id, createdAt: T0 + 1, expireAfterViews: 1 });
    await store.insertUser(user);
    await store.setKeyCheck('sealed:check');
    for (const p of [live, viewed]) await store.insertPush(p, ownerMeta, p.createdAt);
    await store.claimView(viewed.urlToken, { owner: false, audit: visitor }, T0 + 2);
    const beforeViewed = await store.findPush(viewed.urlToken);
    const again = await adapter.reopen(store);
    expect(await again.findUserById(user.id)).toEqual(user);
    expect(await again.findUserByTokenHash(user.tokenHash ?? '')).toEqual(user);
    expect(await again.keyCheck()).toBe('sealed:check');
    expect(await again.findPush(live.urlToken)).toEqual(live);
    expect(await again.findPush(viewed.urlToken)).toEqual(beforeViewed);
    expect((await again.auditLog(viewed.urlToken, { offset: 0, limit: 50 })).map((e) => e.kind)).toEqual([
      'view',
      'creation',
    ]);
    const listed = await again.listByOwner(user.id, { expired: false, now: T0 + DAY, offset: 0, limit: 50 });
    expect(listed.map((p) => p.urlToken)).toEqual([live.urlToken]);
    await again.insertPush(pushRecord(), visitor, T0);
  });
}
