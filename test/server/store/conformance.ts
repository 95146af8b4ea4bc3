import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../../server/store/port.ts';
import { claimRules } from './conformance-claims.ts';
import { deliveryRules } from './conformance-deliveries.ts';
import { deviceTokenRules } from './conformance-device-tokens.ts';
import { editRules } from './conformance-edits.ts';
import { invitationRules } from './conformance-invitations.ts';
import { listingRules } from './conformance-listing.ts';
import { notificationRules } from './conformance-notifications.ts';
import { oneTimeRules } from './conformance-one-times.ts';
import { raceRules } from './conformance-races.ts';
import { requestAdapter, requesterRules } from './conformance-requesters.ts';
import { requestRules } from './conformance-requests.ts';
import { sessionRules } from './conformance-sessions.ts';
import { signInRaceRules } from './conformance-sign-in-races.ts';
import { sweepRules } from './conformance-sweep.ts';
import { totpRules } from './conformance-totp.ts';
import { userAdminRules } from './conformance-user-admin.ts';
import { userLanguageRules } from './conformance-user-language.ts';
import { userSessionRules } from './conformance-user-sessions.ts';
import { userRules } from './conformance-users.ts';

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

/** The one suite every Store adapter must pass. */
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
    it('reports that it takes writes when nothing is wrong, and that it does not once closed', async () => {
      const store = await opened.open();
      expect(await store.health()).toEqual({ writable: true, problem: null });
      await store.close();
      expect(await store.health()).toEqual({ writable: false, problem: 'closed' });
    });
    claimRules(opened);
    listingRules(opened);
    sweepRules(opened);
    raceRules(opened);
    editRules(opened);
    userRules(opened);
    sessionRules(opened);
    userSessionRules(opened);
    userAdminRules(opened);
    userLanguageRules(opened);
    invitationRules(opened);
    totpRules(opened);
    oneTimeRules(opened);
    deviceTokenRules(opened);
    signInRaceRules(opened);
    deliveryRules(opened);
    notificationRules(opened);
    requestRules(requestAdapter(opened));
    requesterRules(opened);
  });
}
