import { expect, it } from 'vitest';
import type { TotpRecord } from '../../../server/store/records.ts';
import type { Opened } from './conformance.ts';
import { T0, userRecord } from './fixtures.ts';

export const totpRecord = (overrides: Partial<TotpRecord> = {}): TotpRecord => ({
  secret: 'sealed:JBSWY3DPEHPK3PXP',
  lastStep: 0,
  backupCodes: ['a'.repeat(64), 'b'.repeat(64), 'c'.repeat(64)],
  enabledAt: T0,
  ...overrides,
});

export function totpRules(adapter: Opened): void {
  it('sets a second factor on a user, finds it whichever way the user is found, and removes it', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    expect(await store.setUserTotp(user.id, totpRecord())).toBe(true);
    const withTotp = { ...user, totp: totpRecord() };
    expect(await store.findUserById(user.id)).toEqual(withTotp);
    expect(await store.findUserByEmail(user.email)).toEqual(withTotp);
    expect(await store.findUserByTokenHash(user.tokenHash ?? '')).toEqual(withTotp);
    expect(await store.listUsers()).toEqual([withTotp]);
    expect(await store.setUserTotp(user.id, null)).toBe(true);
    expect(await store.findUserById(user.id)).toEqual(user);
    expect(await store.findUserById(user.id)).not.toHaveProperty('totp');
  });

  it('keeps a second factor a user was inserted with', async () => {
    const store = await adapter.open();
    const user = userRecord({ totp: totpRecord({ lastStep: 3 }) });
    await store.insertUser(user);
    const again = adapter.durable ? await adapter.reopen(store) : store;
    expect(await again.findUserByEmail(user.email)).toEqual(user);
    expect(await again.useTotpStep(user.id, 3)).toBe(false);
  });

  it('sets no second factor for an unknown user, and makes no user of it', async () => {
    const store = await adapter.open();
    expect(await store.setUserTotp('nobody', totpRecord())).toBe(false);
    expect(await store.setUserTotp('nobody', null)).toBe(false);
    expect(await store.useTotpStep('nobody', 5)).toBe(false);
    expect(await store.useBackupCode('nobody', 'a'.repeat(64))).toBe(false);
    expect(await store.listUsers()).toEqual([]);
  });

  it('keeps the second factor through an update made from an older read', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    await store.setUserTotp(user.id, totpRecord());
    await store.updateUser({ ...user, passwordHash: 'scrypt:new' });
    expect(await store.findUserById(user.id)).toEqual({
      ...user,
      passwordHash: 'scrypt:new',
      totp: totpRecord(),
    });
    // Nor can an update that carries a second factor of its own set one.
    const other = userRecord();
    await store.insertUser(other);
    await store.updateUser({ ...other, totp: totpRecord() });
    expect(await store.findUserById(other.id)).not.toHaveProperty('totp');
  });

  it('accepts each time step once, and only steps later than the last one accepted', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    expect(await store.useTotpStep(user.id, 100)).toBe(false);
    await store.setUserTotp(user.id, totpRecord());
    expect(await store.useTotpStep(user.id, 100)).toBe(true);
    expect(await store.useTotpStep(user.id, 100)).toBe(false);
    expect(await store.useTotpStep(user.id, 99)).toBe(false);
    expect((await store.findUserById(user.id))?.totp?.lastStep).toBe(100);
    expect(await store.useTotpStep(user.id, 102)).toBe(true);
    expect((await store.findUserByEmail(user.email))?.totp).toEqual(totpRecord({ lastStep: 102 }));
  });

  it('uses each backup code once, leaving the others', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    await store.setUserTotp(user.id, totpRecord());
    expect(await store.useBackupCode(user.id, 'b'.repeat(64))).toBe(true);
    expect(await store.useBackupCode(user.id, 'b'.repeat(64))).toBe(false);
    expect(await store.useBackupCode(user.id, 'd'.repeat(64))).toBe(false);
    expect((await store.findUserById(user.id))?.totp?.backupCodes).toEqual(['a'.repeat(64), 'c'.repeat(64)]);
    expect(await store.useBackupCode(user.id, 'a'.repeat(64))).toBe(true);
    expect(await store.useBackupCode(user.id, 'c'.repeat(64))).toBe(true);
    expect((await store.findUserById(user.id))?.totp).toEqual(totpRecord({ backupCodes: [] }));
  });

  it('keeps a second factor, its last step and its used codes across reopening', async (context) => {
    if (!adapter.durable) return context.skip();
    const store = await adapter.open();
    const user = userRecord();
    const cleared = userRecord();
    await store.insertUser(user);
    await store.insertUser(cleared);
    await store.setUserTotp(user.id, totpRecord());
    await store.setUserTotp(cleared.id, totpRecord());
    await store.setUserTotp(cleared.id, null);
    await store.useTotpStep(user.id, 7);
    await store.useBackupCode(user.id, 'c'.repeat(64));
    const again = await adapter.reopen(store);
    const expected = totpRecord({ lastStep: 7, backupCodes: ['a'.repeat(64), 'b'.repeat(64)] });
    expect(await again.findUserById(user.id)).toEqual({ ...user, totp: expected });
    expect(await again.findUserById(cleared.id)).toEqual(cleared);
    expect(await again.useTotpStep(user.id, 7)).toBe(false);
    expect(await again.useBackupCode(user.id, 'c'.repeat(64))).toBe(false);
  });
}
