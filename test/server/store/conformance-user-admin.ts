import { expect, it } from 'vitest';
import type { Opened } from './conformance.ts';
import { userRecord } from './fixtures.ts';

export function userAdminRules(adapter: Opened): void {
  it('keeps the admin flag of a user as written, and its change, across reopening', async () => {
    const store = await adapter.open();
    const plain = userRecord();
    const admin = userRecord({ admin: true });
    await store.insertUser(plain);
    await store.insertUser(admin);
    expect((await store.findUserById(plain.id))?.admin).toBe(false);
    expect((await store.findUserByEmail(admin.email))?.admin).toBe(true);
    await store.updateUser({ ...plain, admin: true });
    await store.updateUser({ ...admin, admin: false });
    const again = adapter.durable ? await adapter.reopen(store) : store;
    expect((await again.listUsers()).map((u) => [u.email, u.admin])).toEqual([
      [plain.email, true],
      [admin.email, false],
    ]);
  });
}
