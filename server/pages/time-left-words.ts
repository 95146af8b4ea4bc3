const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "1 view", "2 views": a count with its noun, singular for one. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The time a link has left, in its largest whole unit rounded down (minutes rounded up, so a
 * link never reads "0 minutes" while it works): a 15-minute push says "15 minutes", not "1 day".
 * `more` words it as what is left: "6 more days".
 */
export function timeLeftWords(ms: number, more = false): string {
  const m = more ? 'more ' : '';
  if (ms < HOUR) return plural(Math.max(Math.ceil(ms / MINUTE), 1), `${m}minute`, `${m}minutes`);
  if (ms < DAY) return plural(Math.floor(ms / HOUR), `${m}hour`, `${m}hours`);
  return plural(Math.floor(ms / DAY), `${m}day`, `${m}days`);
}
