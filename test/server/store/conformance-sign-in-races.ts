import { expect, it } from 'vitest';
import type { Opened } from './conformance.ts';
import { oneTimeRecord } from './conformance-one-times.ts';
import { totpRecord } from './conformance-totp.ts';
import { T0, userRecord } from './fixtures.ts';

/** Second factors and one-time records used twice at once: each use is granted once. */
export function signInRaceRules(adapter: Opened): void {
  it('accepts a time step once when ten uses of it race', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    await store.setUserTotp(user.id, totpRecord({ lastStep: 40 }));
    const uses = await Promise.all(Array.from({ length: 10 }, () => store.useTotpStep(user.id, 41)));
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect((await store.findUserById(user.id))?.totp?.lastStep).toBe(41);
  });

  it('takes a one-time record once when ten takes race', async () => {
    const store = await adapter.open();
    const record = oneTimeRecord({ purpose: 'second_step' });
    await store.insertOneTime(record);
    const takes = await Promise.all(
      Array.from({ length: 10 }, () => store.takeOneTime(record.hash, 'second_step', T0)),
    );
    expect(takes.filter((taken) => taken !== undefined)).toEqual([record]);
  });

  it('accepts a backup code once when ten uses of it race', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    await store.setUserTotp(user.id, totpRecord());
    const uses = await Promise.all(
      Array.from({ length: 10 }, () => store.useBackupCode(user.id, 'a'.repeat(64))),
    );
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect((await store.findUserById(user.id))?.totp?.backupCodes).toEqual(['b'.repeat(64), 'c'.repeat(64)]);
  });
}
