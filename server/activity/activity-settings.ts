import type { ActivityCutoffs } from '../store/activity-store.ts';

/** How long the activity log keeps its entries, by the kind of event; 0 keeps them forever. */
export interface ActivitySettings {
  /** `PWP__ACTIVITY__PUSH_DAYS` (default 365): pushes' and requests' events. */
  pushDays: number;
  /** `PWP__ACTIVITY__SECURITY_DAYS` (default 730): sign-ins, second factors, tokens, and administration. */
  securityDays: number;
}

export const DEFAULT_ACTIVITY_SETTINGS: ActivitySettings = { pushDays: 365, securityDays: 730 };

/** About 270 years: a number of days past this is a typo, not a plan. */
const MAX_DAYS = 100_000;

export function readActivitySettings(read: {
  int(name: string, fallback: number, min?: number, max?: number): number;
}): ActivitySettings {
  return {
    pushDays: read.int('PWP__ACTIVITY__PUSH_DAYS', DEFAULT_ACTIVITY_SETTINGS.pushDays, 0, MAX_DAYS),
    securityDays: read.int(
      'PWP__ACTIVITY__SECURITY_DAYS',
      DEFAULT_ACTIVITY_SETTINGS.securityDays,
      0,
      MAX_DAYS,
    ),
  };
}

const DAY_MS = 86_400_000;

/** The times before which each category's entries go at `now`; null where the setting keeps them forever. */
export function activityCutoffs(settings: ActivitySettings, now: number): ActivityCutoffs {
  const before = (days: number) => (days === 0 ? null : now - days * DAY_MS);
  return {
    push: before(settings.pushDays),
    request: before(settings.pushDays),
    security: before(settings.securityDays),
    admin: before(settings.securityDays),
  };
}
