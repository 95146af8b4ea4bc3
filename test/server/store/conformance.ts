import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../../server/store/port.ts';
import { storeSlices } from './store-slices.ts';

/** How the suite opens an adapter; `reopen` closes a store and opens its data again, if it keeps any. */
export interface Harness {
  open(options?: { purgeAfterMs?: number }): Promise<Store>;
  reopen?: (store: Store, options?: { purgeAfterMs?: number }) => Promise<Store>;
  cleanup?: () => Promise<void>;
}

/** Tracks every store a test opens so each is closed after it, whatever the test did. */
export interface Opened {
  open(options?: { purgeAfterMs?: number }): Promise<Store>;
  reopen(store: Store, options?: { purgeAfterMs?: number }): Promise<Store>;
  durable: boolean;
}

/** The suites every Store adapter must pass: each slice's, under the slice's name. */
export function storeConformance(name: string, makeHarness: () => Harness): void {
  describe(`${name} store conformance`, () => {
    let harness = makeHarness();
    const stores: Store[] = [];
    const opened: Opened = {
      async open(options) {
        const store = await harness.open(options);
        stores.push(store);
        return store;
      },
      async reopen(store, options) {
        if (!harness.reopen) throw new Error('This adapter keeps nothing to reopen.');
        const again = await harness.reopen(store, options);
        stores.push(again);
        return again;
      },
      get durable() {
        return harness.reopen !== undefined;
      },
    };
    beforeEach(() => {
      harness = makeHarness();
    });
    afterEach(async () => {
      for (const store of stores.splice(0)) await store.close();
      await harness.cleanup?.();
    });
    for (const slice of storeSlices) {
      describe(slice.name, () => {
        it('offers every method of the slice', async () => {
          const store = await opened.open();
          const missing = slice.methods.filter(
            (method) => typeof (store as unknown as Record<string, unknown>)[method] !== 'function',
          );
          expect(missing).toEqual([]);
        });
        for (const suite of slice.suites) suite(opened);
      });
    }
  });
}
