import { html } from 'hono/html';
import type { Markup } from './layout.ts';

/** A moment as every page shows it, in UTC to the minute (the server does not know the reader's zone). */
export function pageTime(ms: number): Markup {
  const iso = new Date(ms).toISOString();
  return html`<time datetime="${iso}">${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC</time>`;
}
