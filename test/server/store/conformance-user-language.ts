import { expect, it } from 'vitest';
import type { Opened } from './conformance.ts';
import { userRecord } from './fixtures.ts';

export function userLanguageRules(adapter: Opened): void {
  it('sets a user’s language and clears it, whichever way the user is found', async () => {
    const store = await adapter.open();
    const user = userRecord();
    const other = userRecord();
    await store.insertUser(user);
    await store.insertUser(other);
    expect(await store.findUserById(user.id)).not.toHaveProperty('language');
    expect(await store.setUserLanguage(user.id, 'de')).toBe(true);
    const german = { ...user, language: 'de' };
    expect(await store.findUserById(user.id)).toEqual(german);
    expect(await store.findUserByEmail(user.email)).toEqual(german);
    expect(await store.findUserByTokenHash(user.tokenHash ?? '')).toEqual(german);
    expect(await store.listUsers()).toEqual([german, other]);
    expect(await store.setUserLanguage(user.id, 'pt-BR')).toBe(true);
    expect((await store.findUserById(user.id))?.language).toBe('pt-BR');
    expect(await store.setUserLanguage(user.id, null)).toBe(true);
    const cleared = await store.findUserById(user.id);
    expect(cleared).toEqual(user);
    expect(cleared).not.toHaveProperty('language');
  });

  it('keeps the language through an update made from an older read, and across reopening', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    await store.setUserLanguage(user.id, 'ja');
    await store.updateUser({ ...user, tokenHash: 'rotated' });
    const again = adapter.durable ? await adapter.reopen(store) : store;
    expect(await again.findUserById(user.id)).toEqual({ ...user, tokenHash: 'rotated', language: 'ja' });
    expect(await again.setUserLanguage(user.id, null)).toBe(true);
    const cleared = adapter.durable ? await adapter.reopen(again) : again;
    expect(await cleared.findUserById(user.id)).toEqual({ ...user, tokenHash: 'rotated' });
    expect(await cleared.findUserById(user.id)).not.toHaveProperty('language');
  });

  it('keeps a language a user was inserted with', async () => {
    const store = await adapter.open();
    const user = userRecord({ language: 'uk' });
    await store.insertUser(user);
    const again = adapter.durable ? await adapter.reopen(store) : store;
    expect(await again.findUserByEmail(user.email)).toEqual(user);
  });

  it('sets no language for an unknown user, and makes no user of it', async () => {
    const store = await adapter.open();
    expect(await store.setUserLanguage('nobody', 'fr')).toBe(false);
    expect(await store.setUserLanguage('nobody', null)).toBe(false);
    expect(await store.findUserById('nobody')).toBeUndefined();
    expect(await store.listUsers()).toEqual([]);
  });
}
