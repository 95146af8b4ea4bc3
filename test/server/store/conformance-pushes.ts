import type { Opened } from './conformance.ts';
import { claimRules } from './conformance-claims.ts';
import { editRules } from './conformance-edits.ts';
import { listingRules } from './conformance-listing.ts';
import { raceRules } from './conformance-races.ts';
import { sweepRules } from './conformance-sweep.ts';

/** PushStore: reads and the races between them, an owner's listing and edits, and the expiry sweep. */
export function pushRules(adapter: Opened): void {
  claimRules(adapter);
  listingRules(adapter);
  sweepRules(adapter);
  raceRules(adapter);
  editRules(adapter);
}
