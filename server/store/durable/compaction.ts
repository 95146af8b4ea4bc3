import type { Effect } from '../memory/effects.ts';

export interface CompactionPolicy {
  /** Compact once the journal has grown this much since the last snapshot. */
  maxJournalBytes: number;
  /** Compact this long after secrets were purged, so they leave the journal soon. */
  afterPurgeMs: number;
}

export const DEFAULT_COMPACTION: CompactionPolicy = {
  maxJournalBytes: 32 * 1024 * 1024,
  afterPurgeMs: 60_000,
};

/**
 * Decides when to compact and runs one compaction at a time; a trigger that arrives during a
 * compaction runs another one after it.
 */
export class CompactionScheduler {
  private running: Promise<void> | null = null;
  private again = false;
  private purgeTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly policy: CompactionPolicy,
    private readonly journalBytes: () => number,
    private readonly compact: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Called after each acknowledged mutation. */
  noticed(effects: Effect[]): void {
    if (this.stopped) return;
    if (this.journalBytes() >= this.policy.maxJournalBytes) this.request();
    if (effects.some((e) => e.t === 'drop' || (e.t === 'push' && e.push.expired))) this.soon();
  }

  /** Compacts after the purge delay, unless that is already planned. */
  soon(): void {
    if (this.stopped || this.purgeTimer !== null) return;
    this.purgeTimer = setTimeout(() => {
      this.purgeTimer = null;
      this.request();
    }, this.policy.afterPurgeMs);
    this.purgeTimer.unref();
  }

  /** Compacts now, or right after the compaction in progress; resolves when that one is done. */
  request(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.compact().catch((error: unknown) => {
          this.onError(error);
          // Purged secrets must still leave the disk: try again later rather than wait for the next trigger.
          this.soon();
        });
      } while (this.again && !this.stopped);
      this.running = null;
    })();
    return this.running;
  }

  /** Resolves once no compaction is running. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.purgeTimer) clearTimeout(this.purgeTimer);
    await this.running;
  }
}
