import type { StoreState } from '../../server/store/memory/store-state.ts';
import type { Store } from '../../server/store/port.ts';

/** Inserts in flight at once while seeding: enough to keep a pool of connections busy. */
const IN_FLIGHT = 64;

/**
 * Copies a seeded state (users, the key check, every push with its creation entry) into another
 * store through the storage port, IN_FLIGHT inserts at a time: the records the embedded store is
 * seeded with, stored the way the server stores them.
 */
export async function copyState(state: StoreState, into: Store): Promise<void> {
  if (state.keyCheck !== null) await into.setKeyCheck(state.keyCheck);
  for (const user of state.users.values()) await into.insertUser(user);
  const pushes = [...state.pushes.values()];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < pushes.length; i = next++) {
      const push = pushes[i];
      if (!push) continue;
      const creation = state.audits.get(push.urlToken)?.[0];
      const meta = {
        ip: creation?.ip ?? '127.0.0.1',
        userAgent: creation?.userAgent ?? '',
        referrer: creation?.referrer ?? '',
      };
      await into.insertPush(push, meta, push.createdAt);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}
