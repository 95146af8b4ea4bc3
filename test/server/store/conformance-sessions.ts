import { expect, it } from 'vitest';
import type { SessionRecord } from '../../../server/store/records.ts';
import type { Opened } from './conformance.ts';
import { T0 } from './fixtures.ts';

let next = 0;
function sessionRecord(overrides: Partial<SessionRecord> = {}): SessionRecord {
  next++;
  return {
    idHash: next.toString(16).padStart(64, 'a'),
    userId: `user-${next}`,
    passwordTag: `tag-${next}`,
    expiresAt: T0 + 60_000,
    ...overrides,
  };
}

export function sessionRules(adapter: Opened): void {
  it('finds a session by the digest of its id until it is removed', async () => {
    const store = await adapter.open();
    const session = sessionRecord();
    const other = sessionRecord();
    await store.insertSession(session);
    await store.insertSession(other);
    expect(await store.findSession(session.idHash)).toEqual(session);
    await store.removeSession(session.idHash);
    expect(await store.findSession(session.idHash)).toBeUndefined();
    expect(await store.findSession(other.idHash)).toEqual(other);
    await store.removeSession(session.idHash);
    await expect(store.insertSession({ ...other, userId: 'someone-else' })).rejects.toThrow(/session id/);
  });

  it('keeps how a session was signed in, and that a password sign-in has no such mark, across reopening', async () => {
    const store = await adapter.open();
    const viaSso = sessionRecord({ via: 'sso' });
    const password = sessionRecord();
    await store.insertSession(viaSso);
    await store.insertSession(password);
    const again = adapter.durable ? await adapter.reopen(store) : store;
    expect(await again.findSession(viaSso.idHash)).toEqual(viaSso);
    expect(await again.findSession(password.idHash)).toEqual(password);
    expect(await again.findSession(password.idHash)).not.toHaveProperty('via');
  });

  it('removes the sessions expired at a moment, and only those', async () => {
    const store = await adapter.open();
    const ended = sessionRecord({ expiresAt: T0 });
    const endsLater = sessionRecord({ expiresAt: T0 + 1 });
    await store.insertSession(ended);
    await store.insertSession(endsLater);
    expect(await store.removeExpiredSessions(T0)).toBe(1);
    expect(await store.findSession(ended.idHash)).toBeUndefined();
    expect(await store.findSession(endsLater.idHash)).toEqual(endsLater);
    expect(await store.removeExpiredSessions(T0)).toBe(0);
  });

  it('keeps sessions, and their removal, across closing and reopening its data', async (context) => {
    if (!adapter.durable) return context.skip();
    const store = await adapter.open();
    const kept = sessionRecord();
    const removed = sessionRecord();
    await store.insertSession(kept);
    await store.insertSession(removed);
    await store.removeSession(removed.idHash);
    const again = await adapter.reopen(store);
    expect(await again.findSession(kept.idHash)).toEqual(kept);
    expect(await again.findSession(removed.idHash)).toBeUndefined();
  });
}
