import { html } from 'hono/html';
import type { Translator } from '../../i18n/translator.ts';
import type { Markup } from './layout.ts';

/** A moment as every page shows it, in UTC to the minute (the server does not know the reader's zone). */
export function pageTime(words: Translator, ms: number): Markup {
  return html`<time datetime="${new Date(ms).toISOString()}">${words.dateTime(ms)}</time>`;
}
