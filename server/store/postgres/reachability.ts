import type pg from 'pg';
import type { StoreHealth } from '../store-control.ts';
import { StoreUnavailableError } from '../store-unavailable.ts';
import { connectionProblem } from './connection-errors.ts';

export interface ReachabilityOptions {
  onUnavailable: (problem: string) => void;
  onRecovered: () => void;
  /**
   * How long a health probe may take before the database counts as gone; a query answered within
   * this long before a health check makes the probe unneeded.
   */
  probeTimeoutMs: number;
}

/**
 * Whether the database answers. Every query goes through `run`: a connection-level failure becomes
 * StoreUnavailableError (the app answers 503) and is reported once; the first success after it is
 * reported once too. The pool reconnects by itself, so there is nothing to repair here.
 */
export class Reachability {
  private problem: string | null = null;
  /** When a query last came back answered (performance.now()). */
  private answeredAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: ReachabilityOptions,
  ) {}

  async run<T>(query: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await query();
    } catch (error) {
      const problem = connectionProblem(error);
      if (problem === null) throw error;
      this.down(problem);
      throw new StoreUnavailableError(problem);
    }
    this.answeredAt = performance.now();
    this.up();
    return result;
  }

  /**
   * Answers at once while queries are being answered: a server so busy that the probe would queue
   * behind seconds of work for a connection is serving, not down (a load balancer polling /up
   * must not take it out for being busy). Otherwise a probe decides.
   */
  async health(): Promise<StoreHealth> {
    if (this.problem === null && performance.now() - this.answeredAt < this.options.probeTimeoutMs) {
      return { writable: true, problem: null };
    }
    try {
      await this.run(() => this.probe());
      return { writable: true, problem: null };
    } catch (error) {
      const problem = connectionProblem(error) ?? 'database error';
      this.down(problem);
      return { writable: false, problem };
    }
  }

  /** A cheap query that gives up after the probe timeout, so a load balancer's poll never hangs. */
  private async probe(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StoreUnavailableError('ETIMEDOUT')), this.options.probeTimeoutMs);
    });
    try {
      await Promise.race([this.pool.query('SELECT 1'), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private down(problem: string): void {
    if (this.problem !== null) return;
    this.problem = problem;
    this.options.onUnavailable(problem);
  }

  private up(): void {
    if (this.problem === null) return;
    this.problem = null;
    this.options.onRecovered();
  }
}
