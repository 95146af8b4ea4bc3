import { randomUUID } from 'node:crypto';
import type { Cipher } from '../crypto/cipher.ts';
import type { DeliveryStore } from '../store/delivery-store.ts';
import type { DeliveryChannel } from '../store/records.ts';

/** A message to deliver, before it is sealed and stored. */
export interface OutgoingDelivery {
  channel: DeliveryChannel;
  userId: string | null;
  kind: string;
  /** A mail's domain or a webhook's host: what the log and the account page may show. */
  recipient: string;
  /** The whole message; sealed before it is stored. */
  message: unknown;
  /** The delivery's id when the caller asks after it later by this id (findDelivery); a new one otherwise. */
  id?: string;
}

export interface DeliveryOutbox {
  /** Stores the delivery, due at once, and wakes this process's runner. */
  queue(delivery: OutgoingDelivery): Promise<void>;
}

export interface OutboxDeps {
  store: DeliveryStore;
  cipher: Cipher;
  now: () => number;
  /** Called once stored, so this process sends it without waiting for the next poll. */
  queued: () => void;
  newId?: () => string;
}

/** Where deliveries wait: in the store, sealed, so a restart loses none and any worker may send them. */
export function deliveryOutbox(deps: OutboxDeps): DeliveryOutbox {
  const newId = deps.newId ?? randomUUID;
  return {
    async queue({ channel, userId, kind, recipient, message, id }) {
      const at = deps.now();
      await deps.store.insertDelivery({
        id: id ?? newId(),
        channel,
        userId,
        kind,
        recipient,
        payload: deps.cipher.seal(JSON.stringify(message)),
        createdAt: at,
        attempts: 0,
        nextAttemptAt: at,
        status: 'pending',
        lastError: null,
        claimedUntil: null,
        doneAt: null,
      });
      deps.queued();
    },
  };
}
