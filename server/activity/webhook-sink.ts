import type { DeliveryOutbox } from '../deliveries/outbox.ts';
import type { WebhookMessage } from '../deliveries/webhook-message.ts';
import { webhookRecipient } from '../deliveries/webhook-sender.ts';
import type { ActivityEntry } from '../store/activity-store.ts';
import type { DeliveryStore } from '../store/delivery-store.ts';
import type { ActivitySink } from './activity-stream.ts';
import type { ActivityWebhookSettings } from './stream-settings.ts';
import { streamedEntry } from './streamed-entry.ts';

/** The Standard Webhooks event type of a batch of the activity log. */
export const ACTIVITY_BATCH_TYPE = 'activity.batch';

/** A batch as the receiver gets it: Standard Webhooks' type, timestamp and data, the entries oldest first. */
export function activityBatchBody(entries: readonly ActivityEntry[], now: number): string {
  return JSON.stringify({
    type: ACTIVITY_BATCH_TYPE,
    timestamp: new Date(now).toISOString(),
    data: {
      firstSeq: entries[0]?.seq ?? null,
      lastSeq: entries.at(-1)?.seq ?? null,
      entries: entries.map(streamedEntry),
    },
  });
}

export interface WebhookSinkDeps {
  settings: ActivityWebhookSettings;
  outbox: DeliveryOutbox;
  deliveries: Pick<DeliveryStore, 'findDelivery'>;
  now: () => number;
  batchSize?: number;
}

/**
 * A webhook receiver as a sink: each batch one delivery in the durable outbox (sealed, since the
 * URL and secret are secrets), so its tries, backoff and restarts are the outbox's; the batch
 * counts as taken once the outbox recorded it delivered, and one the outbox gave up on goes again.
 * The message id is the batch's on every try, so a receiver can drop a repeat.
 */
export function webhookSink(deps: WebhookSinkDeps): ActivitySink {
  return {
    name: 'webhook',
    batchSize: deps.batchSize ?? 100,
    async send(entries, batchId) {
      const message: WebhookMessage = {
        url: deps.settings.url,
        secret: deps.settings.secret,
        id: `msg_${batchId}`,
        body: activityBatchBody(entries, deps.now()),
        contentType: 'application/json',
        headers: {},
      };
      await deps.outbox.queue({
        channel: 'webhook',
        userId: null,
        kind: ACTIVITY_BATCH_TYPE,
        recipient: webhookRecipient(deps.settings.url),
        message,
        id: batchId,
      });
      return 'handed';
    },
    async check(batchId) {
      const delivery = await deps.deliveries.findDelivery(batchId);
      if (delivery?.status === 'delivered') return 'taken';
      return delivery?.status === 'pending' ? 'waiting' : 'lost';
    },
  };
}
