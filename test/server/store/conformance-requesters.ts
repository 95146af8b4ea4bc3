import { expect, it } from 'vitest';
import type { Store } from '../../../server/store/port.ts';
import type { RequestStore } from '../../../server/store/request-store.ts';
import { StoreConflictError } from '../../../server/store/store-conflict.ts';
import type { Opened } from './conformance.ts';
import { type RequestAdapter, requestRecord } from './conformance-requests.ts';
import { T0, userRecord } from './fixtures.ts';

/** The requesters conformance-requests.ts makes its requests for: a request's requester is a user. */
const REQUESTERS = ['owner-1', 'owner-2'];

/** The request rules' view of a Store: opened with their requesters already users. */
export function requestAdapter(opened: Opened): RequestAdapter {
  const withRequesters = async (store: Store) => {
    for (const id of REQUESTERS) await store.insertUser(userRecord({ id, email: `${id}@example.com` }));
    return store;
  };
  return {
    open: async () => withRequesters(await opened.open()),
    reopen: (store: RequestStore) => opened.reopen(store as Store),
    get durable() {
      return opened.durable;
    },
  };
}

/** How requests live and die with their requester. */
export function requesterRules(opened: Opened): void {
  it('refuses a request for a user unknown, and stores nothing', async () => {
    const store = await opened.open();
    const request = requestRecord({ ownerId: 'nobody' });
    await expect(store.insertRequest(request)).rejects.toBeInstanceOf(StoreConflictError);
    expect(await store.findRequest(request.urlToken)).toBeUndefined();
  });

  it("removes a user's requests with the user, and with an administrator's removal of them, leaving others'", async () => {
    const store = await opened.open();
    const [gone, removedByAdmin, stays] = [userRecord(), userRecord(), userRecord()];
    for (const user of [gone, removedByAdmin, stays]) await store.insertUser(user);
    const requests = [gone, gone, removedByAdmin, stays].map((user, i) =>
      requestRecord({ ownerId: user.id, createdAt: T0 + i }),
    );
    for (const request of requests) await store.insertRequest(request);
    await store.answerRequest(requests[1]?.urlToken ?? '', 'sealed:answer', T0 + 5);
    await store.removeUser(gone.id);
    expect(await store.removeUserUnlessLastAdmin(removedByAdmin.id)).toBe('done');
    for (const request of requests.slice(0, 3))
      expect(await store.findRequest(request.urlToken)).toBeUndefined();
    const page = { now: T0 + 10, offset: 0, limit: 10 };
    expect(await store.listRequests(gone.id, page)).toEqual([]);
    expect(await store.listRequests(stays.id, page)).toEqual([requests[3]]);
    // The removal cleared what the sweep would have looked at.
    expect(await store.closeDueRequests(T0 + 100 * 60 * 60_000)).toEqual([
      { ...requests[3], state: 'closed', closedAt: requests[3]?.closesAt, updatedAt: T0 + 100 * 60 * 60_000 },
    ]);
    expect(await store.removeEndedRequests(T0 + 200 * 60 * 60_000)).toBe(1);
  });

  it('lists requests made in one millisecond with the one made last first', async () => {
    const store = await opened.open();
    const user = userRecord();
    await store.insertUser(user);
    const made = Array.from({ length: 4 }, () => requestRecord({ ownerId: user.id, createdAt: T0 }));
    for (const request of made) await store.insertRequest(request);
    const tokens = async (offset: number, limit: number) =>
      (await store.listRequests(user.id, { now: T0, offset, limit })).map((r) => r.urlToken);
    const newestFirst = made.map((r) => r.urlToken).reverse();
    expect(await tokens(0, 10)).toEqual(newestFirst);
    expect([...(await tokens(0, 2)), ...(await tokens(2, 2))]).toEqual(newestFirst);
  });
}
