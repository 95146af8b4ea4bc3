import { expect, it } from 'vitest';
import type { SessionRecord } from '../../../server/store/records.ts';
import type { Opened } from './conformance.ts';
import { T0 } from './fixtures.ts';

const session = (idHash: string, userId: string): SessionRecord => ({
  idHash: idHash.padStart(64, 'b'),
  userId,
  passwordTag: 'tag',
  expiresAt: T0 + 60_000,
});

export function userSessionRules(adapter: Opened): void {
  it("removes a user's other sessions, keeping the one named and every other user's", async () => {
    const store = await adapter.open();
    const kept = session('1', 'alice');
    const other = session('2', 'alice');
    const third = session('3', 'alice');
    const bobs = session('4', 'bob');
    for (const s of [kept, other, third, bobs]) await store.insertSession(s);
    expect(await store.removeUserSessions('alice', kept.idHash)).toBe(2);
    expect(await store.findSession(kept.idHash)).toEqual(kept);
    expect(await store.findSession(other.idHash)).toBeUndefined();
    expect(await store.findSession(third.idHash)).toBeUndefined();
    expect(await store.findSession(bobs.idHash)).toEqual(bobs);
    expect(await store.removeUserSessions('alice', null)).toBe(1);
    expect(await store.findSession(kept.idHash)).toBeUndefined();
    expect(await store.findSession(bobs.idHash)).toEqual(bobs);
  });

  it("keeps the removal of a user's sessions across closing and reopening its data", async (context) => {
    if (!adapter.durable) return context.skip();
    const store = await adapter.open();
    await store.insertSession(session('5', 'carol'));
    await store.insertSession(session('6', 'carol'));
    await store.removeUserSessions('carol', null);
    const again = await adapter.reopen(store);
    expect(await again.findSession(session('5', 'carol').idHash)).toBeUndefined();
    expect(await again.findSession(session('6', 'carol').idHash)).toBeUndefined();
  });
}
