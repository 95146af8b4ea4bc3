import type { ActivityFilter, ActivityPageAsk } from '../../server/store/activity-store.ts';
import { address, LOG_DAYS, LOG_PUSHES, LOG_USERS, pushId, randomFrom, userId } from './activity-rows.ts';

const DAY = 86_400_000;

/** One kind of search the bench times: its name, and a fresh filter for each query. */
export interface BenchSearch {
  name: string;
  filter: (random: () => number) => ActivityFilter;
  /** The same search as the page's query string, for the HTTP round. */
  query: (filter: ActivityFilter) => string | null;
}

const pick = (random: () => number, n: number) => Math.floor(random() * n);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The searches an administrator makes: each filter alone, then several together. */
export function benchSearches(end: number): BenchSearch[] {
  const start = end - LOG_DAYS * DAY;
  const someDay = (random: () => number) => start + pick(random, LOG_DAYS - 1) * DAY;
  return [
    { name: 'newest, no filter', filter: () => ({}), query: () => '' },
    { name: 'user', filter: (r) => ({ userId: userId(pick(r, LOG_USERS)) }), query: () => null },
    {
      name: 'push',
      filter: (r) => ({ pushId: pushId(pick(r, LOG_PUSHES)) }),
      query: (f) => `push=${f.pushId}`,
    },
    {
      name: 'event (sign-in failed)',
      filter: () => ({ events: ['sign_in.failed'] }),
      query: () => 'event=sign_in.failed',
    },
    {
      name: 'category (security)',
      filter: () => ({ category: 'security' }),
      query: () => 'event=category:security',
    },
    {
      name: 'address',
      filter: (r) => ({ address: address(pick(r, 20_000)) }),
      query: (f) => `address=${f.address}`,
    },
    {
      name: 'address prefix',
      filter: (r) => ({ address: `10.${pick(r, 78)}.*` }),
      query: (f) => `address=${f.address}`,
    },
    {
      name: 'time range (a day)',
      filter: (r) => {
        const from = someDay(r);
        return { from, to: from + DAY };
      },
      query: (f) => `from=${day(f.from ?? 0)}&to=${day(f.from ?? 0)}`,
    },
    {
      name: 'user + security + 30 days',
      filter: (r) => ({ userId: userId(pick(r, LOG_USERS)), category: 'security', from: end - 30 * DAY }),
      query: () => null,
    },
    {
      name: 'event + address prefix + a week',
      filter: (r) => {
        const from = someDay(r);
        return { events: ['push.created'], address: `10.${pick(r, 78)}.*`, from, to: from + 7 * DAY };
      },
      query: (f) =>
        `event=push.created&address=${f.address}&from=${day(f.from ?? 0)}&to=${day((f.to ?? 0) - DAY)}`,
    },
  ];
}

/** Half the queries ask for the first page, half for a page further down the log. */
export function pageOf(random: () => number, newest: number): ActivityPageAsk {
  return random() < 0.5 ? { limit: 50 } : { limit: 50, beforeSeq: 1 + Math.floor(random() * newest) };
}

export { randomFrom };

/** The p-th percentile of durations, in milliseconds. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
