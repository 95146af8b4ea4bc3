import type { Context } from 'hono';
import { html } from 'hono/html';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';

type C = Context<PageEnv>;

/**
 * The step between "Delete this secret now" and the deletion: it shows nothing of the secret.
 * Cancel goes back to the link's first step, which uses no view.
 */
export function deleteConfirmPage(c: C, urlToken: string): Markup {
  const { t } = pageLanguage(c);
  const title = t('recipient.deleteTitle');
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p>${t('recipient.deleteText')}</p>
    <form method="post" action="/p/${urlToken}/delete">
      ${csrfField(c)}
      <button class="danger" type="submit">${t('recipient.deleteConfirm')}</button>
      <a class="button secondary" href="/p/${urlToken}/r">${t('manage.cancel')}</a>
    </form>
    <p class="muted">${t('recipient.deleteKeep')}</p>`,
  );
}

export function deletedPage(c: C): Markup {
  const { t } = pageLanguage(c);
  const title = t('recipient.deletedTitle');
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p class="success" role="status">${t('recipient.deletedText')}</p>`,
  );
}

export function notDeletablePage(c: C): Markup {
  const { t } = pageLanguage(c);
  const title = t('recipient.notDeletedTitle');
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p class="error" role="alert">${t('recipient.notDeletedText')}</p>`,
  );
}
