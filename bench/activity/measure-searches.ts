import type { ActivityStore } from '../../server/store/activity-store.ts';
import { type BenchSearch, pageOf, percentile, randomFrom } from './activity-searches.ts';

/** A search's timings: the median and the 99th percentile of its queries, and how many entries a page held on average. */
export interface SearchTiming {
  name: string;
  queries: number;
  p50: number;
  p99: number;
  found: number;
}

/** Rounds of each search; the machine may be shared, so the round with the lower p99 is kept, as the rest of the bench does. */
export const ROUNDS = 2;

const better = (a: SearchTiming | undefined, b: SearchTiming): SearchTiming =>
  a === undefined || b.p99 < a.p99 ? b : a;

const summary = (name: string, durations: number[], found: number): SearchTiming => {
  const sorted = durations.slice().sort((a, b) => a - b);
  return {
    name,
    queries: durations.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    found: Math.round(found / Math.max(durations.length, 1)),
  };
};

/** Each search `queries` times one after the other through the store's method, a page of 50 each. */
export async function timeStoreSearches(
  store: ActivityStore,
  searches: readonly BenchSearch[],
  newest: number,
  queries: number,
): Promise<SearchTiming[]> {
  const timings: SearchTiming[] = [];
  for (const search of searches) {
    let kept: SearchTiming | undefined;
    for (let round = 0; round < ROUNDS; round++) {
      const random = randomFrom(search.name.length * 7919 + round);
      // A few first queries warm the caches the timed ones then share, as a running server's would.
      for (let i = 0; i < 5; i++) await store.searchActivity(search.filter(random), pageOf(random, newest));
      const durations: number[] = [];
      let found = 0;
      for (let i = 0; i < queries; i++) {
        const filter = search.filter(random);
        const page = pageOf(random, newest);
        const started = performance.now();
        found += (await store.searchActivity(filter, page)).length;
        durations.push(performance.now() - started);
      }
      kept = better(kept, summary(search.name, durations, found));
    }
    if (kept !== undefined) timings.push(kept);
  }
  return timings;
}

/** Requests of each search that warm the server up (its code compiled, its caches filled) and are not counted. */
const WARM_UP = 5;

/** Each search the page can ask `requests` times through the real server's `/admin/activity`, signed in. */
export async function timePageSearches(
  baseUrl: string,
  cookie: string,
  searches: readonly BenchSearch[],
  requests: number,
): Promise<SearchTiming[]> {
  const timings: SearchTiming[] = [];
  for (const search of searches) {
    let kept: SearchTiming | undefined;
    for (let round = 0; round < ROUNDS; round++) {
      const random = randomFrom(search.name.length * 104_729 + round);
      const durations: number[] = [];
      let found = 0;
      for (let i = 0; i < requests + WARM_UP; i++) {
        const query = search.query(search.filter(random));
        if (query === null) break;
        const started = performance.now();
        const res = await fetch(`${baseUrl}/admin/activity?${query}`, { headers: { cookie } });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`/admin/activity?${query} answered ${res.status}`);
        if (i < WARM_UP) continue;
        durations.push(performance.now() - started);
        found += (body.match(/<tr><td data-label/g) ?? []).length;
      }
      if (durations.length > 0) kept = better(kept, summary(search.name, durations, found));
    }
    if (kept !== undefined) timings.push(kept);
  }
  return timings;
}
