import { afterEach, describe, expect, it } from 'vitest';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import type { Store } from '../../../server/store/port.ts';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { ownerMeta, pushRecord, T0, TEST_KEY, visitor } from './fixtures.ts';

const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

function claimsWithSignals(open: () => Promise<Store>) {
  it('makes no claim whose signal has aborted: no view counted, no audit entry', async () => {
    const store = await open();
    stores.push(store);
    const push = pushRecord({ expireAfterViews: 1 });
    await store.insertPush(push, ownerMeta, T0);
    const reason = new Error('the client has gone');
    const by = { owner: false, audit: visitor };
    const gone = store.claimView(push.urlToken, by, T0 + 1, { signal: AbortSignal.abort(reason) });
    await expect(gone).rejects.toBe(reason);
    expect((await store.findPush(push.urlToken))?.countedViews).toBe(0);
    expect((await store.auditLog(push.urlToken, { offset: 0, limit: 10 })).map((e) => e.kind)).toEqual([
      'creation',
    ]);
    const staying = await store.claimView(push.urlToken, by, T0 + 2, {
      signal: new AbortController().signal,
    });
    expect([staying?.outcome, staying?.push.payload]).toEqual(['view', push.payload]);
  });
}

describe('memory store claims', () => {
  claimsWithSignals(async () => openMemoryStore());
});

describePg('postgres store claims', () => {
  claimsWithSignals(async () =>
    openPostgresStore({ url: await createTestDatabase('claim abort'), instanceKey: TEST_KEY }),
  );
});
