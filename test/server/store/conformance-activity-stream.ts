import { expect, it } from 'vitest';
import { activity } from './activity-fixtures.ts';
import type { Opened } from './conformance.ts';

/** ActivityStreamStore: each sink's place in the activity log, kept apart from the others and across a reopen. */
export function activityStreamRules(adapter: Opened): void {
  it('knows no cursor for a sink never started, and the newest entry of an empty log is 0', async () => {
    const store = await adapter.open();
    expect(await store.streamCursor('syslog')).toBeNull();
    expect(await store.newestActivitySeq()).toBe(0);
  });

  it("keeps each sink's cursor apart, a pending batch with it, and replaces it on each save", async () => {
    const store = await adapter.open();
    await store.saveStreamCursor('syslog', { seq: 3, pending: null });
    await store.saveStreamCursor('webhook', { seq: 2, pending: { id: 'delivery-1', throughSeq: 5 } });
    expect(await store.streamCursor('syslog')).toEqual({ seq: 3, pending: null });
    expect(await store.streamCursor('webhook')).toEqual({
      seq: 2,
      pending: { id: 'delivery-1', throughSeq: 5 },
    });
    await store.saveStreamCursor('webhook', { seq: 5, pending: null });
    expect(await store.streamCursor('webhook')).toEqual({ seq: 5, pending: null });
    expect(await store.streamCursor('syslog')).toEqual({ seq: 3, pending: null });
  });

  it('names the newest entry, whatever retention removed before it', async () => {
    const store = await adapter.open();
    for (let i = 0; i < 3; i++) await store.appendActivity(activity());
    expect(await store.newestActivitySeq()).toBe(3);
    await store.removeOldActivity(
      { push: null, request: null, security: null, admin: Number.MAX_SAFE_INTEGER },
      10,
    );
    expect(await store.readActivity(0, 10)).toEqual([]);
    expect(await store.newestActivitySeq()).toBe(3);
  });

  it('keeps the cursors across a reopen', async () => {
    if (!adapter.durable) return;
    const store = await adapter.open();
    await store.saveStreamCursor('syslog', { seq: 7, pending: null });
    await store.saveStreamCursor('webhook', { seq: 4, pending: { id: 'delivery-2', throughSeq: 9 } });
    const again = await adapter.reopen(store);
    expect(await again.streamCursor('syslog')).toEqual({ seq: 7, pending: null });
    expect(await again.streamCursor('webhook')).toEqual({
      seq: 4,
      pending: { id: 'delivery-2', throughSeq: 9 },
    });
  });
}
