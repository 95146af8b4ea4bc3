import type { Context } from 'hono';
import { html } from 'hono/html';
import { type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { pageLanguage } from './page-language.ts';

type C = Context<PageEnv>;

/** The answer to a form whose CSRF token does not match: most often a page left open too long. */
export function formExpired(c: C): Response | Promise<Response> {
  const { t } = pageLanguage(c);
  return c.html(
    messagePage(c, t('recipient.formExpiredTitle'), t('recipient.formExpiredText'), 'error'),
    403,
  );
}

/** A heading and one sentence, both already in the page's language. */
export function messagePage(c: C, title: string, text: string, kind: 'error' | 'success' | 'plain'): Markup {
  const cls = kind === 'plain' ? '' : kind;
  return page(
    c,
    title,
    html`<h1>${title}</h1><p class="${cls}" role="${kind === 'error' ? 'alert' : 'status'}">${text}</p>`,
  );
}
