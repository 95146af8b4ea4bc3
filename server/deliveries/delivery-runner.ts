import type { Cipher } from '../crypto/cipher.ts';
import { describeError, type Logger } from '../log/log.ts';
import type { DeliveryStore } from '../store/delivery-store.ts';
import type { DeliveryChannel, DeliveryOutcome, DeliveryRecord } from '../store/records.ts';
import { type ChannelSender, DeliveryFailure, failureOf } from './channel.ts';
import { DeliveryLane } from './delivery-lane.ts';
import { nextTryAt } from './schedule.ts';

const DEFAULT_SLOTS: Record<DeliveryChannel, number> = { mail: 4, webhook: 8 };

export interface DeliveryRunnerDeps {
  store: DeliveryStore;
  cipher: Cipher;
  logger: Logger;
  now: () => number;
  /** The channels this process can send; it takes no delivery on another, leaving it to a process that can. */
  senders: Partial<Record<DeliveryChannel, ChannelSender>>;
  /** How often the store is asked for deliveries due (other processes' and retries). */
  pollMs?: number;
  /** How many sends each channel has in flight at most; a webhook's are cheap, and several receivers may be slow at once. */
  slots?: Partial<Record<DeliveryChannel, number>>;
  /** How long a taken delivery is this process's alone: beyond the transport's own time-outs. */
  leaseMs?: number;
  /** How long stop() waits for sends in flight. */
  stopGraceMs?: number;
}

/**
 * Sends the deliveries waiting in the store, one runner per server process: every few seconds, and
 * at once when this process queues one. Each is taken under a lease, so several processes on one
 * store send it once; a process that dies mid-send leaves it to be taken again when the lease is
 * over, so a delivery goes at least once, and rarely twice. Mail and webhooks each have their own
 * slots, and the store hands out one delivery per destination at a time: a receiver that never
 * answers holds one webhook slot, and delays no one else's mail or webhooks.
 */
export class DeliveryRunner {
  readonly #deps: DeliveryRunnerDeps;
  readonly #lanes: DeliveryLane[];
  #timer: ReturnType<typeof setInterval> | undefined;
  #stopped = false;

  constructor(deps: DeliveryRunnerDeps) {
    this.#deps = deps;
    this.#lanes = this.#channels().map(
      (channel) =>
        new DeliveryLane({
          slots: deps.slots?.[channel] ?? DEFAULT_SLOTS[channel],
          take: (count) =>
            deps.store.claimDueDeliveries(deps.now(), count, deps.leaseMs ?? 120_000, [channel]),
          send: (delivery) => this.#send(delivery),
          // The store is out of reach: the next poll tries again.
          takeFailed: (error) => deps.logger.error(`Deliveries not taken: ${describeError(error)}`),
        }),
    );
  }

  /** Polls only when this process can send on some channel: one without SMTP leaves mail for one with it. */
  start(): void {
    if (this.#lanes.length === 0) return;
    this.#timer = setInterval(() => this.wake(), this.#deps.pollMs ?? 5_000);
    this.wake();
  }

  /** Fills the free slots with what is due now. */
  wake(): void {
    for (const lane of this.#lanes) lane.wake();
  }

  /** Resolves when nothing is in flight and no delivery due is left untaken (or the runner stops). */
  async runDue(): Promise<void> {
    if (this.#stopped) return;
    this.wake();
    await Promise.all(this.#lanes.map((lane) => lane.settled()));
  }

  /** Takes no more; waits up to the grace time for sends in flight (one cut off goes again after its lease). */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.#deps.stopGraceMs ?? 10_000);
    });
    await Promise.race([Promise.all(this.#lanes.map((lane) => lane.stop())), grace]);
    clearTimeout(timer);
  }

  async #send(delivery: DeliveryRecord): Promise<void> {
    const { store, now, logger } = this.#deps;
    const attempt = delivery.attempts + 1;
    const about = `${delivery.channel} ${delivery.kind} to ${delivery.recipient}`;
    let outcome: DeliveryOutcome;
    try {
      await this.#sender(delivery).deliver(this.#open(delivery));
      outcome = { status: 'delivered' };
      logger.info(`${about}: sent on try ${attempt}`);
    } catch (error) {
      const { code, permanent } = failureOf(error);
      const next = permanent ? null : nextTryAt(delivery.createdAt, attempt, now());
      outcome =
        next === null
          ? { status: 'failed', error: code }
          : { status: 'pending', nextAttemptAt: next, error: code };
      logger.error(
        next === null
          ? `${about}: given up after try ${attempt} (${code})`
          : `${about}: try ${attempt} failed (${code}); next in ${Math.round((next - now()) / 1000)} s`,
      );
    }
    // Not recorded (the store out of reach): taken again after the lease, so sent again if it went.
    await store.finishDelivery(delivery.id, outcome, now()).catch((error: unknown) => {
      logger.error(`${about}: try ${attempt} not recorded: ${describeError(error)}`);
    });
  }

  /** Only these are taken: a try on a channel this process cannot send would use up one of its tries. */
  #channels(): DeliveryChannel[] {
    const { senders } = this.#deps;
    return (Object.keys(senders) as DeliveryChannel[]).filter((channel) => senders[channel] !== undefined);
  }

  #sender(delivery: DeliveryRecord): ChannelSender {
    const sender = this.#deps.senders[delivery.channel];
    if (sender === undefined) throw new DeliveryFailure(`no ${delivery.channel} set`, false);
    return sender;
  }

  #open(delivery: DeliveryRecord): unknown {
    try {
      return JSON.parse(this.#deps.cipher.open(delivery.payload));
    } catch {
      // Sealed under another key, or altered: no try will open it.
      throw new DeliveryFailure('unreadable', true);
    }
  }
}
