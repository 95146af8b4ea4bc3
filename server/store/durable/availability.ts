import type { StoreHealth } from '../store-control.ts';
import { problemCode, StoreUnavailableError } from '../store-unavailable.ts';

export interface AvailabilityOptions {
  /** Brings the store back (reloads what the disk holds); throws while the cause is still there. */
  recover: () => Promise<void>;
  /** How long to wait between recovery attempts while nobody asks for the store's health. */
  retryMs: number;
  onDown: (problem: string) => void;
  onUp: () => void;
}

/**
 * Whether the durable store takes writes. A failed write takes it down at once (no mutation is
 * applied while down); it comes back by itself: a retry timer, or any health query, attempts
 * recovery, one attempt at a time.
 */
export class Availability {
  private problem: string | null = null;
  private attempt: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: AvailabilityOptions) {}

  get isDown(): boolean {
    return this.problem !== null;
  }

  down(error: unknown): void {
    if (this.problem !== null) return;
    this.problem = problemCode(error);
    this.options.onDown(this.problem);
    this.schedule();
  }

  /** Throws StoreUnavailableError while down: the mutation must not touch the state. */
  guard(): void {
    if (this.problem !== null) throw new StoreUnavailableError(this.problem);
  }

  async health(): Promise<StoreHealth> {
    if (this.problem !== null) await this.tryRecover();
    return { writable: this.problem === null, problem: this.problem };
  }

  /** One recovery attempt (joined if one is running); resolves either way. */
  tryRecover(): Promise<void> {
    if (this.problem === null || this.stopped) return Promise.resolve();
    this.attempt ??= this.options
      .recover()
      .then(
        () => {
          this.problem = null;
          this.options.onUp();
        },
        (error: unknown) => {
          this.problem = problemCode(error);
          this.schedule();
        },
      )
      .finally(() => {
        this.attempt = null;
      });
    return this.attempt;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.attempt;
  }

  private schedule(): void {
    if (this.stopped || this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.tryRecover();
    }, this.options.retryMs);
    // A store waiting to recover must not keep a stopping process alive.
    this.timer.unref();
  }
}
