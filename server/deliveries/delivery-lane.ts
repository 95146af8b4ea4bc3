import type { DeliveryRecord } from '../store/records.ts';

export interface DeliveryLaneDeps {
  /** Takes up to `count` deliveries due now, held for this process; the store hands out one per destination. */
  take(count: number): Promise<DeliveryRecord[]>;
  /** Sends one and records how it went; never throws. */
  send(delivery: DeliveryRecord): Promise<void>;
  /** The store could not be asked: the next wake (a poll, a queued delivery) asks again. */
  takeFailed(error: unknown): void;
  /** How many sends this lane has in flight at most. */
  slots: number;
}

/**
 * One channel's sends, apart from the other's so a slow webhook never holds up mail: up to `slots`
 * at a time, and a slot freed by one send takes the next due delivery at once, never waiting for
 * the others of its round.
 */
export class DeliveryLane {
  readonly #deps: DeliveryLaneDeps;
  readonly #inFlight = new Set<Promise<void>>();
  #filling: Promise<void> | null = null;
  #again = false;
  #stopped = false;
  #waiters: Array<() => void> = [];

  constructor(deps: DeliveryLaneDeps) {
    this.#deps = deps;
  }

  /** Fills the free slots with what is due; a call while filling makes it look again. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#filling !== null) {
      this.#again = true;
      return;
    }
    this.#filling = this.#fill().finally(() => {
      this.#filling = null;
      this.#settle();
    });
  }

  /** Resolves once nothing is in flight and nothing due was left to take (or the lane stopped). */
  settled(): Promise<void> {
    if (this.#isSettled()) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Takes no more; resolves when the sends in flight have ended, those of a take under way too. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#filling;
    await Promise.all(this.#inFlight);
  }

  async #fill(): Promise<void> {
    const { slots, take, takeFailed } = this.#deps;
    do {
      this.#again = false;
      while (!this.#stopped && this.#inFlight.size < slots) {
        let taken: DeliveryRecord[];
        try {
          taken = await take(slots - this.#inFlight.size);
        } catch (error) {
          takeFailed(error);
          return;
        }
        if (taken.length === 0) break;
        for (const delivery of taken) this.#start(delivery);
      }
    } while (this.#again && !this.#stopped);
  }

  #start(delivery: DeliveryRecord): void {
    const sending: Promise<void> = this.#deps.send(delivery).finally(() => {
      this.#inFlight.delete(sending);
      // Its slot is free, and its destination's next delivery may now be taken.
      this.wake();
      this.#settle();
    });
    this.#inFlight.add(sending);
  }

  #isSettled(): boolean {
    return this.#inFlight.size === 0 && (this.#filling === null || this.#stopped);
  }

  #settle(): void {
    if (this.#isSettled()) for (const resolve of this.#waiters.splice(0)) resolve();
  }
}
