import type { Translator } from '../i18n/translator.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A link's remaining life to the minute, in words a recipient reads at a glance: "7 days",
 * "2 days and 5 hours", "45 minutes". Rounded to the nearest minute, so a push made a moment ago
 * still reads "7 days" and not "6 days and 23 hours".
 */
export function lifeWords(words: Translator, ms: number): string {
  const left = Math.max(Math.round(ms / MINUTE), 1) * MINUTE;
  const [big, small] = left >= DAY ? [DAY, HOUR] : left >= HOUR ? [HOUR, MINUTE] : [MINUTE, 0];
  const whole = Math.floor(left / big);
  const rest = small === 0 ? 0 : Math.floor((left - whole * big) / small);
  const first = words.duration(whole * big);
  return rest === 0 ? first : words.t('pushes.lifeBoth', { first, second: words.duration(rest * small) });
}

/** The sentence the share message ends with: how long and how many views the link lasts. */
export function shareSentence(words: Translator, msLeft: number, viewsLeft: number): string {
  return words.t('pushes.shareLasts', { time: lifeWords(words, msLeft), count: viewsLeft });
}
