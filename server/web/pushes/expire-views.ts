import type { Context } from 'hono';
import { html } from 'hono/html';
import type { TitleSource } from '../../../shared/push-title.ts';
import { titleText } from '../../i18n/title-words.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';

type C = Context<PageEnv>;

/** Asks before expiring: the secret and its files are deleted and cannot come back. */
export function expireConfirmPage(c: C, urlToken: string, title: TitleSource, viewsLeft: number): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  return page(
    c,
    t('manage.expireTitle'),
    html`<h1>${t('manage.expireHeading', { title: titleText(words, title) })}</h1>
    <p>${t('manage.expireText', { count: viewsLeft })}</p>
    <form method="post" action="/p/${urlToken}/expire">
      ${csrfField(c)}
      <button class="danger" type="submit">${t('manage.expireConfirm')}</button>
      <a class="button secondary" href="/d/active">${t('manage.keepIt')}</a>
    </form>`,
  );
}

export function alreadyExpiredPage(c: C, title: TitleSource): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  return page(
    c,
    t('manage.alreadyExpiredTitle'),
    html`<h1>${t('manage.alreadyExpiredHeading', { title: titleText(words, title) })}</h1>
    <p>${t('manage.alreadyExpiredText')} <a href="/d/expired">${t('manage.seeExpired')}</a></p>`,
  );
}
