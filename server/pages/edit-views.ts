import type { Context } from 'hono';
import { html } from 'hono/html';
import type { TitleSource } from '../../shared/push-title.ts';
import type { FieldErrors } from '../../shared/result.ts';
import { titleText } from './dashboard-views.ts';
import { csrfField, type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { plural } from './time-left-words.ts';

type C = Context<PageEnv>;

/** The edit form's values as shown: the push's own, or what was typed when a check failed. */
export interface EditForm {
  name: string;
  note: string;
  newPassphrase: string;
  removePassphrase: boolean;
  retrievalStep: boolean;
  deletable: boolean;
  days: string;
  views: string;
}

/** What the form needs to know of the push and the instance's rules for its kind. */
export interface EditFacts {
  urlToken: string;
  title: TitleSource;
  hasPassphrase: boolean;
  /** False where the instance turned the option off for the kind, or (deletable) the kind has none. */
  showRetrievalStep: boolean;
  showDeletable: boolean;
  daysUsed: number;
  viewsUsed: number;
  days: { min: number; max: number };
  views: { min: number; max: number };
}

function fieldError(errors: FieldErrors, key: string, id: string): Markup {
  const messages = errors[key];
  return messages === undefined ? html`` : html`<p class="error" id="${id}">${messages.join(' ')}</p>`;
}

/** The field's description: its hint, and its error when it has one. */
function described(errors: FieldErrors, key: string, errorId: string, hintId: string) {
  const ids = errors[key] === undefined ? hintId : `${hintId} ${errorId}`;
  return html` aria-describedby="${ids}"${errors[key] === undefined ? '' : html` aria-invalid="true"`}`;
}

const checked = (on: boolean) => (on ? ' checked' : '');

function passphraseFields(facts: EditFacts, form: EditForm, errors: FieldErrors): Markup {
  const label = facts.hasPassphrase
    ? 'New passphrase (leave empty to keep the one it has)'
    : 'Passphrase (optional)';
  return html`<label for="passphrase">${label}</label>
    <input id="passphrase" name="passphrase" type="password" autocomplete="new-password" value="${form.newPassphrase}"${described(errors, 'passphrase', 'passphrase-error', 'passphrase-hint')}>
    <p class="muted" id="passphrase-hint">Send the passphrase to the recipient another way than the link.</p>
    ${fieldError(errors, 'passphrase', 'passphrase-error')}
    ${
      facts.hasPassphrase
        ? html`<label class="check"><input type="checkbox" name="remove_passphrase" value="on"${checked(form.removePassphrase)}>
        Remove the passphrase</label>`
        : ''
    }`;
}

/** Name, note, passphrase, options and more days or views of a live push its owner edits. */
export function editPage(c: C, facts: EditFacts, form: EditForm, errors: FieldErrors = {}): Markup {
  const { days, views } = facts;
  return page(
    c,
    'Edit push',
    html`<h1>Edit “${titleText(facts.title)}”</h1>
    ${errors.error === undefined ? '' : html`<p class="error" role="alert">${errors.error.join(' ')}</p>`}
    <form method="post" action="/p/${facts.urlToken}/edit">
      ${csrfField(c)}
      <label for="name">Name (only you see it)</label>
      <input id="name" name="name" type="text" maxlength="255" value="${form.name}"${described(errors, 'name', 'name-error', 'name-hint')}>
      <p class="muted" id="name-hint">Tells your pushes apart in your list.</p>
      ${fieldError(errors, 'name', 'name-error')}
      <label for="note">Note (only you see it)</label>
      <textarea id="note" name="note" class="note"${described(errors, 'note', 'note-error', 'note-hint')}>${form.note}</textarea>
      <p class="muted" id="note-hint">For your own reference: who it is for, why.</p>
      ${fieldError(errors, 'note', 'note-error')}
      ${passphraseFields(facts, form, errors)}
      <div class="row">
        <div><label for="days">Expire after days (${days.min}–${days.max})</label>
          <input id="days" name="expire_after_days" type="number" inputmode="numeric" min="${days.min}" max="${days.max}"
            value="${form.days}" required${described(errors, 'expire_after_days', 'days-error', 'days-hint')}>
          <p class="muted" id="days-hint">Counted from its creation${facts.daysUsed > 0 ? ` ${plural(facts.daysUsed, 'day', 'days')} ago` : ''}.</p>
          ${fieldError(errors, 'expire_after_days', 'days-error')}</div>
        <div><label for="views">Expire after views (${views.min}–${views.max})</label>
          <input id="views" name="expire_after_views" type="number" inputmode="numeric" min="${views.min}" max="${views.max}"
            value="${form.views}" required${described(errors, 'expire_after_views', 'views-error', 'views-hint')}>
          <p class="muted" id="views-hint">${plural(facts.viewsUsed, 'view', 'views')} used so far.</p>
          ${fieldError(errors, 'expire_after_views', 'views-error')}</div>
      </div>
      ${
        facts.showRetrievalStep
          ? html`<label class="check"><input type="checkbox" name="retrieval_step" value="on"${checked(form.retrievalStep)}>
          Retrieval step (link previews do not use up a view)</label>`
          : ''
      }
      ${
        facts.showDeletable
          ? html`<label class="check"><input type="checkbox" name="deletable_by_viewer" value="on"${checked(form.deletable)}>
          The viewer may delete it once read</label>`
          : ''
      }
      <button type="submit">Save changes</button>
      <a class="button secondary" href="/d/active">Cancel</a>
    </form>`,
  );
}
