import type { OneTimePurpose, OneTimeRecord } from './records.ts';

/** Where the short-lived secrets of account flows are kept; the contract of port.ts holds for every method. */
export interface OneTimeStore {
  /** Stores a one-time record; one with the same hash is replaced. */
  insertOneTime(record: OneTimeRecord): Promise<void>;
  /** The record, when it has this purpose and is unexpired at `now`; it stays. */
  findOneTime(hash: string, purpose: OneTimePurpose, now: number): Promise<OneTimeRecord | undefined>;
  /**
   * Uses a record, as one step: removes it and returns it when it has this purpose and is unexpired
   * at `now`. Of two takes at once, one gets it. An expired record is removed and not returned.
   */
  takeOneTime(hash: string, purpose: OneTimePurpose, now: number): Promise<OneTimeRecord | undefined>;
  /** Removes a user's records of one purpose (older reset links when a new one is sent, say); returns how many. */
  removeUserOneTimes(userId: string, purpose: OneTimePurpose): Promise<number>;
  /** Deletes every one-time record expired at `now`; returns how many. */
  removeExpiredOneTimes(now: number): Promise<number>;
}
