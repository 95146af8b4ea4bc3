import { plural } from './time-left-words.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A link's remaining life to the minute, in words a recipient reads at a glance: "7 days",
 * "2 days and 5 hours", "45 minutes". Rounded to the nearest minute, so a push made a moment ago
 * still reads "7 days" and not "6 days and 23 hours".
 */
export function lifeWords(ms: number): string {
  const left = Math.max(Math.round(ms / MINUTE), 1) * MINUTE;
  const [big, bigName, small, smallName] =
    left >= DAY
      ? [DAY, 'day', HOUR, 'hour']
      : left >= HOUR
        ? [HOUR, 'hour', MINUTE, 'minute']
        : [MINUTE, 'minute', 0, ''];
  const whole = Math.floor(left / big);
  const rest = small === 0 ? 0 : Math.floor((left - whole * big) / small);
  const first = plural(whole, bigName, `${bigName}s`);
  return rest === 0 ? first : `${first} and ${plural(rest, smallName, `${smallName}s`)}`;
}

/** The sentence the share message ends with: how long and how many views the link lasts. */
export function shareSentence(msLeft: number, viewsLeft: number): string {
  return `This link works for ${lifeWords(msLeft)} or ${plural(viewsLeft, 'view', 'views')}, whichever comes first.`;
}
