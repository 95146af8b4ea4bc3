import type { DeliveryChannel, DeliveryOutcome, DeliveryRecord } from '../records.ts';
import { StoreConflictError } from '../store-conflict.ts';
import type { Effect } from './effects.ts';
import type { StoreState } from './store-state.ts';

/** The port's rules for deliveries: queued, held by one worker at a time, finished once per try. */
export class DeliveryRules {
  constructor(
    private readonly state: StoreState,
    private readonly emit: (effect: Effect) => void,
  ) {}

  insertDelivery(delivery: DeliveryRecord): void {
    if (this.state.deliveries.get(delivery.id)) throw new StoreConflictError('That delivery id is taken.');
    // A message about a user removed meanwhile still goes; it just concerns no one listed.
    const known = delivery.userId !== null && this.state.users.has(delivery.userId);
    this.emit({ t: 'delivery', delivery: { ...delivery, userId: known ? delivery.userId : null } });
  }

  claimDueDeliveries(
    now: number,
    limit: number,
    leaseMs: number,
    channels?: readonly DeliveryChannel[],
  ): DeliveryRecord[] {
    const claimed = this.state.deliveries
      .claimable(now, channels)
      .slice(0, Math.max(limit, 0))
      .map((delivery) => ({ ...delivery, claimedUntil: now + leaseMs }));
    for (const delivery of claimed) this.emit({ t: 'delivery', delivery });
    return claimed;
  }

  finishDelivery(id: string, outcome: DeliveryOutcome, now: number): void {
    const delivery = this.state.deliveries.get(id);
    // One done already (by a worker that took it over after a lapsed lease) stays as that worker left it.
    if (delivery?.status !== 'pending') return;
    const tried = { ...delivery, attempts: delivery.attempts + 1, claimedUntil: null };
    if (outcome.status === 'delivered')
      this.emit({ t: 'delivery', delivery: { ...tried, status: 'delivered', lastError: null, doneAt: now } });
    else if (outcome.status === 'failed')
      this.emit({
        t: 'delivery',
        delivery: { ...tried, status: 'failed', lastError: outcome.error, doneAt: now },
      });
    else
      this.emit({
        t: 'delivery',
        delivery: { ...tried, nextAttemptAt: outcome.nextAttemptAt, lastError: outcome.error },
      });
  }

  removeDoneDeliveries(before: number): number {
    let removed = 0;
    for (const delivery of this.state.deliveries.values()) {
      if (delivery.status === 'pending' || delivery.doneAt === null || delivery.doneAt >= before) continue;
      this.emit({ t: 'undelivery', id: delivery.id });
      removed++;
    }
    return removed;
  }
}
