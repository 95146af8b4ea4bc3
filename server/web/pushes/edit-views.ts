import type { Context } from 'hono';
import { html } from 'hono/html';
import type { KindPolicy } from '../../../shared/policy.ts';
import type { TitleSource } from '../../../shared/push-title.ts';
import type { FieldErrors } from '../../../shared/result.ts';
import { titleText } from '../../i18n/title-words.ts';
import type { Translator } from '../../i18n/translator.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import type { DurationChoice } from './push-form-fields.ts';
import { lockedOption, passphraseRule } from './push-form-rules.ts';

type C = Context<PageEnv>;

/** The edit form's values as shown: the push's own, or what was typed when a check failed. */
export interface EditForm {
  name: string;
  note: string;
  newPassphrase: string;
  removePassphrase: boolean;
  retrievalStep: boolean;
  deletable: boolean;
  /** The chosen life: a value of EditFacts.durations. */
  duration: string;
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
  /** The create form's durations the push may still take, with the one it has. */
  durations: DurationChoice[];
  viewsUsed: number;
  views: { min: number; max: number };
  /** The policy's rules of the push's kind: what it requires is shown locked, and why. */
  rules?: KindPolicy;
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

function passphraseFields(words: Translator, facts: EditFacts, form: EditForm, errors: FieldErrors): Markup {
  const { t } = words;
  const label = facts.hasPassphrase ? t('manage.newPassphraseLabel') : t('manage.passphraseLabel');
  const required = facts.rules?.passphrase.required === true;
  const refused = errors.passphrase !== undefined;
  // Left empty, the passphrase it has stays: only a new one must reach the minimum.
  const minimum = required ? html` minlength="${facts.rules?.passphrase.minLength}"` : '';
  return html`<label for="passphrase">${label}</label>
    <input id="passphrase" name="passphrase" type="password" autocomplete="new-password" value="${form.newPassphrase}"${minimum}${described(errors, 'passphrase', 'passphrase-error', required && !refused ? 'passphrase-hint passphrase-rule' : 'passphrase-hint')}>
    <p class="muted" id="passphrase-hint">${t('manage.passphraseHint')}</p>
    ${facts.rules === undefined ? '' : passphraseRule(words, facts.rules, refused)}
    ${fieldError(errors, 'passphrase', 'passphrase-error')}
    ${
      facts.hasPassphrase && !required
        ? html`<label class="check"><input type="checkbox" name="remove_passphrase" value="on"${checked(form.removePassphrase)}>
        ${t('manage.removePassphrase')}</label>`
        : ''
    }`;
}

/**
 * Name, note, passphrase, options and more days or views of a live push its owner edits.
 * `errors` are in the page's words already.
 */
export function editPage(c: C, facts: EditFacts, form: EditForm, errors: FieldErrors = {}): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const { views } = facts;
  return page(
    c,
    t('manage.editTitle'),
    html`<h1>${t('manage.editHeading', { title: titleText(words, facts.title) })}</h1>
    ${errors.error === undefined ? '' : html`<p class="error" role="alert">${errors.error.join(' ')}</p>`}
    <form method="post" action="/p/${facts.urlToken}/edit">
      ${csrfField(c)}
      <label for="name">${t('manage.nameLabel')}</label>
      <input id="name" name="name" type="text" maxlength="255" value="${form.name}"${described(errors, 'name', 'name-error', 'name-hint')}>
      <p class="muted" id="name-hint">${t('manage.nameHint')}</p>
      ${fieldError(errors, 'name', 'name-error')}
      <label for="note">${t('manage.noteLabel')}</label>
      <textarea id="note" name="note" class="note"${described(errors, 'note', 'note-error', 'note-hint')}>${form.note}</textarea>
      <p class="muted" id="note-hint">${t('manage.noteHint')}</p>
      ${fieldError(errors, 'note', 'note-error')}
      ${passphraseFields(words, facts, form, errors)}
      <div class="row">
        <div><label for="duration">${t('pushForm.expireAfter')}</label>
          <select id="duration" name="expire_after_duration"${described(errors, 'expire_after_duration', 'duration-error', 'expiry-hint duration-hint')}>
            ${facts.durations.map(
              (d) =>
                html`<option value="${d.value}"${d.value === form.duration ? html` selected` : ''}>${d.label}</option>`,
            )}
          </select>
          ${fieldError(errors, 'expire_after_duration', 'duration-error')}</div>
        <div><label for="views">${t('pushForm.orViews')}</label>
          <input id="views" name="expire_after_views" type="number" inputmode="numeric" min="${views.min}" max="${views.max}"
            value="${form.views}" required${described(errors, 'expire_after_views', 'views-error', 'expiry-hint views-hint')}>
          ${fieldError(errors, 'expire_after_views', 'views-error')}</div>
      </div>
      <p class="muted" id="expiry-hint">${t('pushForm.expiryHint', { min: views.min, count: views.max })}</p>
      <p class="muted"><span id="duration-hint">${t('manage.durationHint')}</span>
        <span id="views-hint">${t('manage.viewsHint', { count: facts.viewsUsed })}</span></p>
      ${
        facts.showRetrievalStep && facts.rules?.retrievalStep.required === true
          ? lockedOption(words, 'retrieval_step', t('manage.retrievalStep'))
          : facts.showRetrievalStep
            ? html`<label class="check"><input type="checkbox" name="retrieval_step" value="on"${checked(form.retrievalStep)}>
          ${t('manage.retrievalStep')}</label>`
            : ''
      }
      ${
        facts.showDeletable && facts.rules?.deletableByViewer.required === true
          ? lockedOption(words, 'deletable_by_viewer', t('manage.deletableByViewer'))
          : facts.showDeletable
            ? html`<label class="check"><input type="checkbox" name="deletable_by_viewer" value="on"${checked(form.deletable)}>
          ${t('manage.deletableByViewer')}</label>`
            : ''
      }
      <button type="submit">${t('manage.save')}</button>
      <a class="button secondary" href="/d/active">${t('manage.cancel')}</a>
    </form>`,
  );
}
