import type { Translator } from '../../i18n/translator.ts';

/**
 * The sentence the share message ends with: how long and how many views the link lasts. Its time
 * is the one rule of time left (words.duration), so it says what the recipient's page will say.
 */
export function shareSentence(words: Translator, msLeft: number, viewsLeft: number): string {
  return words.t('pushes.shareLasts', { time: words.duration(msLeft), count: viewsLeft });
}
