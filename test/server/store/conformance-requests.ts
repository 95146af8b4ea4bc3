import { expect, it } from 'vitest';
import type { RequestRecord } from '../../../server/store/request-records.ts';
import type { RequestStore } from '../../../server/store/request-store.ts';
import { StoreConflictError } from '../../../server/store/store-conflict.ts';
import { T0 } from './fixtures.ts';

/** How the rules open an adapter's request store: a Store that keeps requests passes as it is. */
export interface RequestAdapter {
  open(): Promise<RequestStore>;
  /** Opens the same data again; only called when `durable`. */
  reopen(store: RequestStore): Promise<RequestStore>;
  durable: boolean;
}

const HOUR = 60 * 60_000;
let next = 0;

export function requestRecord(overrides: Partial<RequestRecord> = {}): RequestRecord {
  next++;
  return {
    urlToken: `request-${next}-${Math.random().toString(36).slice(2)}`,
    ownerId: 'owner-1',
    name: 'sealed:name',
    message: 'sealed:message',
    note: null,
    passphrase: null,
    allowFiles: false,
    includeRequestor: true,
    closeAfterDuration: null,
    createdAt: T0,
    updatedAt: T0,
    closesAt: T0 + HOUR,
    state: 'open',
    answeredAt: null,
    closedAt: null,
    answerToken: null,
    attachmentToken: null,
    answerExpireAfterDays: 7,
    answerLifetimeMs: 7 * 24 * HOUR,
    answerExpireAfterViews: 5,
    answerRetrievalStep: true,
    answerDeletableByViewer: true,
    ...overrides,
  };
}

/** Requests: one answer each, however many come at once; closed by their requester or by time. */
export function requestRules(adapter: RequestAdapter): void {
  it('keeps a request as given and hands out copies', async () => {
    const store = await adapter.open();
    const request = requestRecord({ note: 'sealed:note', passphrase: 'sealed:pass', closeAfterDuration: 3 });
    await store.insertRequest(request);
    const found = await store.findRequest(request.urlToken);
    expect(found).toEqual(request);
    if (found !== undefined) found.state = 'closed';
    expect(await store.findRequest(request.urlToken)).toEqual(request);
    expect(await store.findRequest('unknown')).toBeUndefined();
  });

  it('refuses a second request under a taken token', async () => {
    const store = await adapter.open();
    const request = requestRecord();
    await store.insertRequest(request);
    await expect(store.insertRequest({ ...request, ownerId: 'owner-2' })).rejects.toBeInstanceOf(
      StoreConflictError,
    );
    expect(await store.findRequest(request.urlToken)).toEqual(request);
  });

  it('records one answer, and tells a later one it came too late', async () => {
    const store = await adapter.open();
    const request = requestRecord();
    await store.insertRequest(request);
    const answered = {
      ...request,
      state: 'answered' as const,
      answerToken: 'sealed:answer-1',
      answeredAt: T0 + 10,
      updatedAt: T0 + 10,
    };
    expect(await store.answerRequest(request.urlToken, 'sealed:answer-1', T0 + 10)).toEqual({
      outcome: 'answered',
      request: answered,
    });
    expect(await store.answerRequest(request.urlToken, 'sealed:answer-2', T0 + 20)).toEqual({
      outcome: 'already_answered',
      request: answered,
    });
    expect(await store.findRequest(request.urlToken)).toEqual(answered);
    expect(await store.answerRequest('unknown', 'sealed:answer-3', T0)).toBeUndefined();
  });

  it('records exactly one of many answers sent at once', async () => {
    const store = await adapter.open();
    const request = requestRecord();
    await store.insertRequest(request);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        store.answerRequest(request.urlToken, `sealed:answer-${i}`, T0 + 5),
      ),
    );
    const won = outcomes.filter((o) => o?.outcome === 'answered');
    expect(won).toHaveLength(1);
    expect(outcomes.filter((o) => o?.outcome === 'already_answered')).toHaveLength(7);
    expect((await store.findRequest(request.urlToken))?.answerToken).toBe(won[0]?.request.answerToken);
  });

  it('lets either an answer or a close win when both come at once, never both', async () => {
    const store = await adapter.open();
    const request = requestRecord();
    await store.insertRequest(request);
    const [answer, close] = await Promise.all([
      store.answerRequest(request.urlToken, 'sealed:answer', T0 + 5),
      store.closeRequest(request.urlToken, T0 + 5),
    ]);
    const stored = await store.findRequest(request.urlToken);
    if (answer?.outcome === 'answered') {
      expect(close?.after.state).toBe('answered');
      expect(stored?.state).toBe('answered');
    } else {
      expect(answer?.outcome).toBe('closed');
      expect(close?.after).toMatchObject({ state: 'closed', closedAt: T0 + 5 });
      expect(stored).toMatchObject({ state: 'closed', answerToken: null });
    }
  });

  it('takes no answer once its time ran out, and records that it closed then', async () => {
    const store = await adapter.open();
    const request = requestRecord({ closesAt: T0 + HOUR });
    await store.insertRequest(request);
    const closed = { ...request, state: 'closed' as const, closedAt: T0 + HOUR, updatedAt: T0 + HOUR };
    expect(await store.answerRequest(request.urlToken, 'sealed:late', T0 + HOUR)).toEqual({
      outcome: 'closed',
      request: closed,
    });
    expect(await store.findRequest(request.urlToken)).toEqual(closed);
  });

  it("closes an open request on its requester's word and leaves an ended one as it is", async () => {
    const store = await adapter.open();
    const open = requestRecord();
    await store.insertRequest(open);
    const closed = { ...open, state: 'closed' as const, closedAt: T0 + 7, updatedAt: T0 + 7 };
    expect(await store.closeRequest(open.urlToken, T0 + 7)).toEqual({ before: open, after: closed });
    expect(await store.closeRequest(open.urlToken, T0 + 9)).toEqual({ before: closed, after: closed });
    expect(await store.answerRequest(open.urlToken, 'sealed:answer', T0 + 8)).toEqual({
      outcome: 'closed',
      request: closed,
    });

    const answered = requestRecord();
    await store.insertRequest(answered);
    const after = (await store.answerRequest(answered.urlToken, 'sealed:answer', T0 + 3))?.request;
    expect(await store.closeRequest(answered.urlToken, T0 + 4)).toEqual({ before: after, after });

    const late = requestRecord({ closesAt: T0 + 100 });
    await store.insertRequest(late);
    expect((await store.closeRequest(late.urlToken, T0 + 500))?.after).toMatchObject({
      state: 'closed',
      closedAt: T0 + 100,
    });
    expect(await store.closeRequest('unknown', T0)).toBeUndefined();
  });

  it("lists a requester's requests newest first, by their state at the time asked", async () => {
    const store = await adapter.open();
    const oldest = requestRecord({ createdAt: T0, closesAt: T0 + 50 });
    const middle = requestRecord({ createdAt: T0 + 1, closesAt: T0 + HOUR });
    const newest = requestRecord({ createdAt: T0 + 2, closesAt: T0 + HOUR });
    const others = requestRecord({ createdAt: T0 + 3, ownerId: 'owner-2' });
    for (const r of [middle, oldest, others, newest]) await store.insertRequest(r);
    await store.answerRequest(middle.urlToken, 'sealed:answer', T0 + 10);
    const tokens = async (states: RequestRecord['state'][] | undefined, offset = 0, limit = 10) =>
      (
        await store.listRequests('owner-1', {
          now: T0 + 100,
          offset,
          limit,
          ...(states === undefined ? {} : { states }),
        })
      ).map((r) => r.urlToken);
    expect(await tokens(undefined)).toEqual([newest.urlToken, middle.urlToken, oldest.urlToken]);
    expect(await tokens(undefined, 1, 1)).toEqual([middle.urlToken]);
    expect(await tokens(['open'])).toEqual([newest.urlToken]);
    // Past its time, the oldest is closed although no sweep has recorded it.
    expect(await tokens(['closed'])).toEqual([oldest.urlToken]);
    expect(await tokens(['answered', 'closed'])).toEqual([middle.urlToken, oldest.urlToken]);
    expect(await store.listRequests('owner-3', { now: T0, offset: 0, limit: 10 })).toEqual([]);
  });

  it('records as closed the open requests whose time ran out, once', async () => {
    const store = await adapter.open();
    const due = requestRecord({ closesAt: T0 + 10 });
    const notYet = requestRecord({ closesAt: T0 + 1000 });
    const answered = requestRecord({ closesAt: T0 + 10 });
    for (const r of [due, notYet, answered]) await store.insertRequest(r);
    await store.answerRequest(answered.urlToken, 'sealed:answer', T0 + 5);
    const closed = { ...due, state: 'closed' as const, closedAt: T0 + 10, updatedAt: T0 + 20 };
    expect(await store.closeDueRequests(T0 + 20)).toEqual([closed]);
    expect(await store.closeDueRequests(T0 + 30)).toEqual([]);
    expect(await store.findRequest(due.urlToken)).toEqual(closed);
    expect((await store.findRequest(notYet.urlToken))?.state).toBe('open');
  });

  it('removes requests that ended before a time, and keeps the rest', async () => {
    const store = await adapter.open();
    const answeredLongAgo = requestRecord();
    const closedLongAgo = requestRecord();
    const closedLately = requestRecord();
    const open = requestRecord({ closesAt: T0 + 10 * HOUR });
    for (const r of [answeredLongAgo, closedLongAgo, closedLately, open]) await store.insertRequest(r);
    await store.answerRequest(answeredLongAgo.urlToken, 'sealed:answer', T0 + 1);
    await store.closeRequest(closedLongAgo.urlToken, T0 + 2);
    await store.closeRequest(closedLately.urlToken, T0 + 500);
    expect(await store.removeEndedRequests(T0 + 100)).toBe(2);
    expect(await store.findRequest(answeredLongAgo.urlToken)).toBeUndefined();
    expect(await store.findRequest(closedLongAgo.urlToken)).toBeUndefined();
    expect(await store.findRequest(closedLately.urlToken)).toBeDefined();
    expect(await store.findRequest(open.urlToken)).toBeDefined();
    expect(await store.removeEndedRequests(T0 + 100)).toBe(0);
  });

  it('keeps requests and their answers across a reopen', async () => {
    if (!adapter.durable) return;
    const store = await adapter.open();
    const answered = requestRecord();
    const open = requestRecord({ createdAt: T0 + 1 });
    await store.insertRequest(answered);
    await store.insertRequest(open);
    const after = (await store.answerRequest(answered.urlToken, 'sealed:answer', T0 + 3))?.request;
    const again = await adapter.reopen(store);
    expect(await again.findRequest(answered.urlToken)).toEqual(after);
    expect(await again.findRequest(open.urlToken)).toEqual(open);
    expect((await again.answerRequest(answered.urlToken, 'sealed:other', T0 + 4))?.outcome).toBe(
      'already_answered',
    );
  });

  it('keeps a gated request’s sealed gate through its answer, its closing and a reopen', async () => {
    const store = await adapter.open();
    const gated = requestRecord({ gate: 'sealed:gate' });
    const closing = requestRecord({ gate: 'sealed:other-gate', createdAt: T0 + 1 });
    await store.insertRequest(gated);
    await store.insertRequest(closing);
    expect(await store.findRequest(gated.urlToken)).toEqual(gated);
    const answered = (await store.answerRequest(gated.urlToken, 'sealed:answer', T0 + 2))?.request;
    expect(answered?.gate).toBe('sealed:gate');
    const closed = (await store.closeRequest(closing.urlToken, T0 + 3))?.after;
    expect(closed?.gate).toBe('sealed:other-gate');
    const open = requestRecord({ createdAt: T0 + 4 });
    await store.insertRequest(open);
    expect(await store.findRequest(open.urlToken)).toEqual(open);
    if (!adapter.durable) return;
    const again = await adapter.reopen(store);
    expect(await again.findRequest(gated.urlToken)).toEqual(answered);
    expect(await again.findRequest(closing.urlToken)).toEqual(closed);
  });
}
