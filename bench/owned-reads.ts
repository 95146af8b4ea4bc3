import type { Measured, Scenario } from './load.ts';
import type { NoticeReceivers } from './notice-receivers.ts';
import { eachPush, plainCreateScenario } from './page-scenarios.ts';
import { judgeRatios } from './page-targets.ts';
import type { Check } from './postgres/targets.ts';
import { BENCH_API_TOKEN, BENCH_NOTIFIED_TOKEN } from './seed.ts';

/** The same read of pushes with no owner, measured just before the owned ones, on pushes made with them. */
export const ANONYMOUS_READ = 'read .json (1-view), no owner';
export const QUIET_OWNER_READ = 'read .json (1-view), owner asks no notice';
export const NOTIFIED_OWNER_READ = 'read .json (1-view), owner asks mail + webhook';
/** A read of an owned push must serve at least this share of the anonymous read's rate, in the same run. */
export const OWNED_READ_MIN_PERCENT = 90;
/** How long the bench waits for one run's notices to reach its receivers before it goes on. */
const NOTICES_TIMEOUT_MS = 120_000;

/** Each owned read's rate as a share of the anonymous read's, on one server. */
export function judgeOwnedReads(scenarios: Measured[] | undefined, where: string): Check[] {
  const pairs: [string, string][] = [
    [QUIET_OWNER_READ, ANONYMOUS_READ],
    [NOTIFIED_OWNER_READ, ANONYMOUS_READ],
  ];
  return judgeRatios(pairs, OWNED_READ_MIN_PERCENT, scenarios, where);
}

const jsonRead = (name: string, tokens: string[]) =>
  eachPush(name, tokens, (t) => `/p/${t}.json`, 'application/json');

/**
 * One-view reads of `amount` pushes with no owner, then of as many of the bench user's, who asks to
 * be told nothing, then of as many of the notified owner's, each telling them by mail and webhook;
 * all made beforehand, not measured, so the three reads meet the same store one after the other.
 * The bench waits for the notices to arrive before it goes on, and reports how long they took.
 */
export async function ownedReadsOnce(
  measure: (scenario: Scenario) => Promise<Measured>,
  prepare: (scenario: Scenario) => Promise<unknown>,
  receivers: NoticeReceivers,
  amount: number,
): Promise<Measured[]> {
  const anonymous: string[] = [];
  const quiet: string[] = [];
  const notified: string[] = [];
  await prepare(plainCreateScenario(amount, anonymous));
  await prepare(plainCreateScenario(amount, quiet, BENCH_API_TOKEN));
  await prepare(plainCreateScenario(amount, notified, BENCH_NOTIFIED_TOKEN));
  const anonymousRead = await measure(jsonRead(ANONYMOUS_READ, anonymous));
  const quietRead = await measure(jsonRead(QUIET_OWNER_READ, quiet));
  const before = receivers.received();
  const notifiedRead = await measure(jsonRead(NOTIFIED_OWNER_READ, notified));
  const wanted = notified.length;
  const noticesMs = await receivers.arrived(
    before.mails + wanted,
    before.webhooks + wanted,
    NOTICES_TIMEOUT_MS,
  );
  return [anonymousRead, quietRead, { ...notifiedRead, noticesMs }];
}

/** Each owned read beside the anonymous read of the same round and server, for the report's table. */
export function ownedReadRows(stored: number, scenarios: Measured[]) {
  const anonymous = scenarios.find((s) => s.name === ANONYMOUS_READ);
  return scenarios
    .filter((s) => s.name === QUIET_OWNER_READ || s.name === NOTIFIED_OWNER_READ)
    .map((s) => ({
      stored,
      scenario: s.name,
      'req/s': s.rps.toFixed(0),
      'anonymous req/s': anonymous?.rps.toFixed(0) ?? '',
      'vs anonymous': anonymous ? `${((100 * s.rps) / anonymous.rps).toFixed(0)}%` : '',
      'p99 ms': s.p99Ms,
      'notices arrived after s':
        s.noticesMs === undefined ? '' : s.noticesMs === null ? 'not all' : (s.noticesMs / 1000).toFixed(1),
    }));
}
