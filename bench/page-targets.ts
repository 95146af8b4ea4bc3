import type { Measured } from './load.ts';
import { PAGE_COUNTERPARTS } from './page-scenarios.ts';
import type { Check } from './postgres/targets.ts';

/** A page must serve at least this share of its API counterpart's rate, measured in the same run. */
export const PAGE_MIN_PERCENT = 70;

/** Each page's rate as a share of its API counterpart's, on one server (`where` names it in the verdict). */
export function judgePageRatios(scenarios: Measured[] | undefined, where: string): Check[] {
  return judgeRatios(PAGE_COUNTERPARTS, PAGE_MIN_PERCENT, scenarios, where);
}

/** Each scenario's rate as a share of its counterpart's, measured on one server, against `minPercent`. */
export function judgeRatios(
  pairs: [part: string, whole: string][],
  minPercent: number,
  scenarios: Measured[] | undefined,
  where: string,
): Check[] {
  const rate = (name: string) => scenarios?.find((s) => s.name === name)?.rps ?? null;
  return pairs.map(([page, api]) => {
    const part = rate(page);
    const whole = rate(api);
    const value = part === null || whole === null || whole === 0 ? null : (100 * part) / whole;
    return {
      what: `${page} vs ${api}, ${where}`,
      value,
      target: `>= ${minPercent}%`,
      ok: value !== null && value >= minPercent,
    };
  });
}
