import type { DeliveryChannel, DeliveryOutcome, DeliveryRecord } from './records.ts';

/** The outbox: messages queued to send, and their tries. The contract of port.ts holds for every method. */
export interface DeliveryStore {
  /** Queues a message to send. */
  insertDelivery(delivery: DeliveryRecord): Promise<void>;
  /**
   * Takes up to `limit` pending deliveries due at `now` that no one else holds, first tries before
   * retries and then oldest due first, as one step: each is held (`claimedUntil = now + leaseMs`) so
   * that no other worker takes it while the lease runs. A worker that dies leaves it to be taken
   * again once the lease is over. At most one per destination (deliveryDestination) is held at a
   * time: none is taken for a destination already held.
   * Only deliveries on `channels` are taken when given (those this worker can send); all when omitted.
   */
  claimDueDeliveries(
    now: number,
    limit: number,
    leaseMs: number,
    channels?: readonly DeliveryChannel[],
  ): Promise<DeliveryRecord[]>;
  /** Records a try: counts it, releases the hold, and sets the status (and next try, or the time it is done). */
  finishDelivery(id: string, outcome: DeliveryOutcome, now: number): Promise<void>;
  /** The delivery under `id`, whatever its status; undefined once removed (or never queued). */
  findDelivery(id: string): Promise<DeliveryRecord | undefined>;
  /** A user's deliveries, newest first. */
  listUserDeliveries(userId: string, limit: number): Promise<DeliveryRecord[]>;
  /** Deletes deliveries delivered or given up before `before`; returns how many. */
  removeDoneDeliveries(before: number): Promise<number>;
}
