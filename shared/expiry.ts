import { DAY } from './durations.ts';

/** What the expiry rules need to know of a push; times are epoch milliseconds. */
export interface ExpiryFacts {
  expiresAt: number;
  expireAfterViews: number;
  /** `view` and `failed_view` audit entries so far. */
  countedViews: number;
}

export function daysRemaining(facts: Pick<ExpiryFacts, 'expiresAt'>, now: number): number {
  return Math.max(Math.ceil((facts.expiresAt - now) / DAY), 0);
}

export function viewsRemaining(facts: Pick<ExpiryFacts, 'expireAfterViews' | 'countedViews'>): number {
  return Math.max(facts.expireAfterViews - facts.countedViews, 0);
}

export function isPastDays(facts: Pick<ExpiryFacts, 'expiresAt'>, now: number): boolean {
  return now >= facts.expiresAt;
}

/** True when a push has used up its days or its views, whatever its stored `expired` flag says. */
export function isPastLimits(facts: ExpiryFacts, now: number): boolean {
  return isPastDays(facts, now) || viewsRemaining(facts) === 0;
}

/** Expired as stored, or past its limits at `now` even if no read or sweep has recorded it yet. */
export function isExpiredAt(push: ExpiryFacts & { expired: boolean }, now: number): boolean {
  return push.expired || isPastLimits(push, now);
}
