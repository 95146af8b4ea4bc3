import type { Context } from 'hono';
import { html } from 'hono/html';
import type { FieldErrors } from '../../shared/result.ts';
import type { KindSettings } from '../../shared/settings.ts';
import { csrfField, type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { plural } from './time-left-words.ts';

type C = Context<PageEnv>;

export interface HomeForm {
  payload: string;
  days: string;
  views: string;
  retrievalStep: boolean;
  deletable: boolean;
}

export const defaultForm = (rules: KindSettings): HomeForm => ({
  payload: '',
  days: String(rules.expireAfterDays.default),
  views: String(rules.expireAfterViews.default),
  retrievalStep: rules.retrievalStepDefault,
  deletable: rules.deletableByViewerDefault,
});

function fieldError(errors: FieldErrors, key: string, id: string): Markup {
  const messages = errors[key];
  return messages === undefined ? html`` : html`<p class="error" id="${id}">${messages.join(' ')}</p>`;
}

const invalid = (errors: FieldErrors, key: string, id: string) =>
  errors[key] === undefined ? '' : html` aria-invalid="true" aria-describedby="${id}"`;

/** The form for people without the extension: text only, with the link's limits. */
export function homePage(c: C, rules: KindSettings, form: HomeForm, errors: FieldErrors = {}): Markup {
  const { expireAfterDays: days, expireAfterViews: views } = rules;
  return page(
    c,
    'Share a secret',
    html`<h1>Share a secret through a link that expires</h1>
    <form method="post" action="/">
      ${csrfField(c)}
      <label for="payload">Secret text</label>
      <textarea id="payload" name="payload" required${invalid(errors, 'payload', 'payload-error')}>${form.payload}</textarea>
      ${fieldError(errors, 'payload', 'payload-error')}
      <div class="row">
        <div><label for="days">Expire after days (${days.min}–${days.max})</label>
          <input id="days" name="expire_after_days" type="number" inputmode="numeric" min="${days.min}" max="${days.max}"
            value="${form.days}" required${invalid(errors, 'expire_after_days', 'days-error')}>
          ${fieldError(errors, 'expire_after_days', 'days-error')}</div>
        <div><label for="views">Expire after views (${views.min}–${views.max})</label>
          <input id="views" name="expire_after_views" type="number" inputmode="numeric" min="${views.min}" max="${views.max}"
            value="${form.views}" required${invalid(errors, 'expire_after_views', 'views-error')}>
          ${fieldError(errors, 'expire_after_views', 'views-error')}</div>
      </div>
      <label for="passphrase">Passphrase (optional)</label>
      <input id="passphrase" name="passphrase" type="password" autocomplete="new-password">
      <p class="muted">Send the passphrase to the recipient another way than the link.</p>
      ${
        rules.enableRetrievalStep
          ? html`<label class="check"><input type="checkbox" name="retrieval_step" value="on"${form.retrievalStep ? ' checked' : ''}>
          Ask the recipient to click before showing the secret (keeps link previews from using up views)</label>`
          : ''
      }
      ${
        rules.enableDeletableByViewer
          ? html`<label class="check"><input type="checkbox" name="deletable_by_viewer" value="on"${form.deletable ? ' checked' : ''}>
          Let the recipient delete the secret</label>`
          : ''
      }
      <button type="submit">Create the secret link</button>
    </form>`,
  );
}

export function createdPage(c: C, link: string, days: number, views: number): Markup {
  return page(
    c,
    'Secret link created',
    html`<h1>Your secret link</h1>
    <p class="success" role="status">The secret link is ready. Send it to the recipient.</p>
    <pre class="secret" id="link">${link}</pre>
    <button type="button" data-copy="link" hidden>Copy the link</button>
    <p class="muted">It expires after ${plural(views, 'view', 'views')} or ${plural(days, 'day', 'days')}, whichever comes first.</p>
    <p><a href="/">Share another secret</a></p>`,
  );
}

export function signInToCreatePage(c: C): Markup {
  return page(
    c,
    'Share a secret',
    html`<h1>Share a secret through a link that expires</h1>
    <p>This server only lets its users create secret links. <a href="/users/sign_in">Sign in</a> to create one.</p>
    <p class="muted">If someone sent you a secret link, open that link instead.</p>`,
  );
}
