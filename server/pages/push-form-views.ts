import type { Context } from 'hono';
import { html } from 'hono/html';
import { KIND_LABELS, type PushKind } from '../../shared/kinds.ts';
import type { FieldErrors } from '../../shared/result.ts';
import { type InstanceSettings, MAX_QR_PAYLOAD } from '../../shared/settings.ts';
import { csrfField, type Markup } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { durationChoices, type PushFormValues } from './push-form-fields.ts';

type C = Context<PageEnv>;

/** What a form of one kind needs to know besides the values typed. */
export interface PushFormModel {
  settings: InstanceSettings;
  kinds: PushKind[];
  values: PushFormValues;
  errors: FieldErrors;
  signedIn: boolean;
}

const errorId = (field: string) => `${field}-error`;

function fieldError(errors: FieldErrors, field: string): Markup {
  const messages = errors[field];
  return messages === undefined
    ? html``
    : html`<p class="error" id="${errorId(field)}">${messages.join(' ')}</p>`;
}

/** aria-invalid and the error's id (after any hint's), so a screen reader reads why beside the field. */
function described(errors: FieldErrors, field: string, hint = ''): Markup {
  const ids = [hint, errors[field] === undefined ? '' : errorId(field)].filter((id) => id !== '').join(' ');
  const invalid = errors[field] === undefined ? html`` : html` aria-invalid="true"`;
  return ids === '' ? invalid : html`${invalid} aria-describedby="${ids}"`;
}

const checked = (on: boolean) => (on ? html` checked` : '');

export function kindTabs(kinds: PushKind[], current: PushKind): Markup {
  return html`<nav class="kinds" aria-label="Kind">${kinds.map(
    (kind) =>
      html`<a href="/?kind=${kind}"${kind === current ? html` aria-current="page"` : ''}>${KIND_LABELS[kind]}</a>`,
  )}</nav>`;
}

function payloadField({ values, errors }: PushFormModel): Markup {
  const invalid = described(errors, 'payload');
  switch (values.kind) {
    case 'url':
      return html`<label for="payload">URL</label>
        <input id="payload" name="payload" type="url" inputmode="url" autocomplete="off" required
          value="${values.payload}"${invalid}>${fieldError(errors, 'payload')}`;
    case 'qr':
      return html`<label for="payload">Text for the QR code</label>
        <textarea id="payload" name="payload" maxlength="${MAX_QR_PAYLOAD}" required
          ${invalid}>${values.payload}</textarea>${fieldError(errors, 'payload')}`;
    case 'file':
      return html`<label for="payload">Message (optional)</label>
        <textarea id="payload" name="payload" class="short"${invalid}>${values.payload}</textarea>
        ${fieldError(errors, 'payload')}`;
    default:
      return html`<label for="payload">Secret</label>
        <textarea id="payload" name="payload" required spellcheck="false"
          ${invalid}>${values.payload}</textarea>${fieldError(errors, 'payload')}`;
  }
}

function filesField({ settings, errors }: PushFormModel): Markup {
  const refused = Object.keys(errors).length > 0;
  return html`<label for="files">Files</label>
    <div class="drop" id="drop-zone">
      <input id="files" name="push[files][]" type="file" multiple required${described(errors, 'files', 'files-hint')}>
      <p class="muted" id="files-hint">Up to ${settings.maxFileUploads} files, each at most ${settings.maxFileSizeMb} MB.
        <span class="js-only" hidden>Or drop files here.</span></p>
    </div>
    ${refused ? html`<p class="muted" id="files-again">Choose the files again: a browser cannot keep them after a refused form.</p>` : ''}
    <ul class="files" id="files-chosen" aria-live="polite"></ul>
    ${fieldError(errors, 'files')}
    <p class="error" id="files-check" role="alert" hidden></p>
    <div class="upload" id="upload" hidden>
      <label for="upload-bar">Uploading</label>
      <progress id="upload-bar" max="100" value="0"></progress>
      <p id="upload-text" aria-live="polite"></p>
    </div>`;
}

function expiryFields({ settings, values, errors }: PushFormModel): Markup {
  const rules = settings.kinds[values.kind];
  const views = rules.expireAfterViews;
  return html`<div class="row">
      <div><label for="duration">Expire after</label>
        <select id="duration" name="expire_after_duration"${described(errors, 'duration', 'expiry-hint')}>
          ${durationChoices(rules).map(
            (d) =>
              html`<option value="${d.value}"${d.value === values.duration ? html` selected` : ''}>${d.label}</option>`,
          )}
        </select>${fieldError(errors, 'duration')}</div>
      <div><label for="views">or views</label>
        <input id="views" name="expire_after_views" type="number" inputmode="numeric" min="${views.min}"
          max="${views.max}" value="${values.views}" required${described(errors, 'views', 'expiry-hint')}>
        ${fieldError(errors, 'views')}</div>
    </div>
    <p class="muted" id="expiry-hint">The link stops working at the first of the two: after this time, or after
      ${views.min}–${views.max} views.</p>`;
}

function optionFields({ settings, values, errors, signedIn }: PushFormModel): Markup {
  const rules = settings.kinds[values.kind];
  return html`<label for="passphrase">Passphrase (optional)</label>
    <div class="with-button">
      <input id="passphrase" name="passphrase" type="password" autocomplete="new-password" spellcheck="false"
        value="${values.passphrase}"${described(errors, 'passphrase', 'passphrase-hint')}>
      <button type="button" class="secondary" id="passphrase-generate" hidden>Generate</button>
    </div>
    <p class="muted" id="passphrase-hint">Send the passphrase through a different channel than the link.</p>
    ${fieldError(errors, 'passphrase')}
    ${
      rules.enableRetrievalStep
        ? html`<label class="check"><input type="checkbox" name="retrieval_step" value="on"${checked(values.retrievalStep)}>
        Retrieval step (link previews do not use up a view)</label>`
        : ''
    }
    ${
      rules.enableDeletableByViewer && values.kind !== 'url'
        ? html`<label class="check"><input type="checkbox" name="deletable_by_viewer" value="on"${checked(values.deletable)}>
        The viewer may delete it once read</label>`
        : ''
    }
    ${
      signedIn
        ? html`<label for="name">Name (only you see it)</label>
      <input id="name" name="name" type="text" autocomplete="off" value="${values.name}"${described(errors, 'name')}>
      ${fieldError(errors, 'name')}
      <label for="note">Note (only you see it)</label>
      <textarea id="note" name="note" class="short"${described(errors, 'note')}>${values.note}</textarea>
      ${fieldError(errors, 'note')}`
        : ''
    }`;
}

/** The push form of one kind; a file push goes as multipart, which works without script too. */
export function pushForm(c: C, model: PushFormModel): Markup {
  const isFile = model.values.kind === 'file';
  // Files come last: a browser sends parts in form order, and a file refused mid-stream ends the reading.
  return html`${kindTabs(model.kinds, model.values.kind)}
    <form method="post" action="/" id="push-form"${isFile ? html` enctype="multipart/form-data"` : ''}
      data-max-files="${model.settings.maxFileUploads}" data-max-file-mb="${model.settings.maxFileSizeMb}">
      ${csrfField(c)}
      <input type="hidden" name="kind" value="${model.values.kind}">
      ${fieldError(model.errors, 'kind')}
      ${payloadField(model)}
      ${expiryFields(model)}
      ${optionFields(model)}
      ${isFile ? filesField(model) : ''}
      <button type="submit" id="push-submit">Push</button>
    </form>`;
}
