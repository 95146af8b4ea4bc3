import type { Context } from 'hono';
import { html } from 'hono/html';
import type { Translator } from '../../i18n/translator.ts';
import { csrfField, type Markup } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';

/** The saved webhook's secret to copy; its buttons and the test's are each a form of its own, so each works without script. */
export function savedChannelActions(
  c: Context<PageEnv>,
  words: Translator,
  shown: { secret: string | null; testable: boolean },
): Markup {
  const { t } = words;
  const { secret, testable } = shown;
  const action = (path: string, label: string, style: 'secondary' | 'danger') =>
    html`<form class="inline" method="post" action="/users/notifications/${path}">${csrfField(c)}<button class="${style}" type="submit">${label}</button></form>`;
  const copy = html`<button type="button" class="secondary" data-copy="webhook-secret" hidden>${t('notifyPage.copySecret')}</button>`;
  const buttons = [
    ...(secret === null ? [] : [copy, action('secret', t('notifyPage.newSecret'), 'secondary')]),
    ...(testable ? [action('test', t('notifyPage.sendTest'), 'secondary')] : []),
    ...(secret === null ? [] : [action('remove', t('notifyPage.removeWebhook'), 'danger')]),
  ];
  return html`${
    secret === null
      ? ''
      : html`<h3 id="secret-heading">${t('notifyPage.secretLabel')}</h3>
    <p class="muted">${t('notifyPage.secretText')}</p>
    <p><code id="webhook-secret" class="token">${secret}</code></p>`
  }
    ${buttons.length === 0 ? '' : html`<div class="admin-actions">${buttons}</div>`}`;
}
