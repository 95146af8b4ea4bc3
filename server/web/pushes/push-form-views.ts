import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { PushKind } from '../../../shared/kinds.ts';
import type { GateRequirement, KindPolicy } from '../../../shared/policy.ts';
import type { FieldErrors } from '../../../shared/result.ts';
import { type InstanceSettings, MAX_QR_PAYLOAD } from '../../../shared/settings.ts';
import { kindLabel } from '../../i18n/title-words.ts';
import type { Translator } from '../../i18n/translator.ts';
import { csrfField, type Markup } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { megabytes } from './push-form-errors.ts';
import { defaultDuration, durationChoices, isSealable, type PushFormValues } from './push-form-fields.ts';
import { gateFieldset, gateUsed } from './push-form-gate.ts';
import { GATE_MAIL_FIELD, gateMailCheck } from './push-form-gate-mail.ts';
import { LINK_MAIL_FIELD, linkMailField } from './push-form-link-mails.ts';
import { recipientLanguageField } from './push-form-recipient-language.ts';
import {
  isRequired,
  lockedOption,
  mailDomainsNote,
  passphraseAttributes,
  passphraseRule,
  sealedRequirement,
} from './push-form-rules.ts';
import { scriptWordAttributes } from './push-form-script.ts';

type C = Context<PageEnv>;

/** What a form of one kind needs to know besides the values typed. */
export interface PushFormModel {
  settings: InstanceSettings;
  kinds: PushKind[];
  values: PushFormValues;
  /** The policy's rules of the form's kind: what it requires is shown ticked, locked and why. */
  rules: KindPolicy;
  /** The domains links may be mailed to; empty for any. */
  mailDomains: readonly string[];
  /** The gate the policy requires on every push; `none` (or absent) when the sender may leave it empty. */
  gateRequired?: GateRequirement;
  /** The server sends mail, so the form may ask the recipient's address; offered when absent. */
  emailGateOffered?: boolean;
  errors: FieldErrors;
  signedIn: boolean;
  /** The link can be mailed: a signed-in sender, on a server that sends link mails. */
  linkMails: boolean;
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

export function kindTabs(words: Translator, kinds: PushKind[], current: PushKind): Markup {
  return html`<nav class="kinds" aria-label="${words.t('pushForm.kindNav')}">${kinds.map(
    (kind) =>
      html`<a href="/?kind=${kind}"${kind === current ? html` aria-current="page"` : ''}>${kindLabel(words, kind)}</a>`,
  )}</nav>`;
}

function payloadField({ t }: Translator, { values, errors }: PushFormModel): Markup {
  const invalid = described(errors, 'payload');
  switch (values.kind) {
    case 'url':
      return html`<label for="payload">${t('pushForm.urlLabel')}</label>
        <input id="payload" name="payload" type="url" inputmode="url" autocomplete="off" required
          value="${values.payload}"${invalid}>${fieldError(errors, 'payload')}`;
    case 'qr':
      return html`<label for="payload">${t('pushForm.qrLabel')}</label>
        <textarea id="payload" name="payload" maxlength="${MAX_QR_PAYLOAD}" required
          ${invalid}>${values.payload}</textarea>${fieldError(errors, 'payload')}`;
    case 'file':
      return html`<label for="payload">${t('pushForm.messageLabel')}</label>
        <textarea id="payload" name="payload" class="short"${invalid}>${values.payload}</textarea>
        ${fieldError(errors, 'payload')}`;
    default:
      return html`<label for="payload">${t('pushForm.secretLabel')}</label>
        <textarea id="payload" name="payload" required spellcheck="false"
          ${invalid}>${values.payload}</textarea>${fieldError(errors, 'payload')}`;
  }
}

function filesField(words: Translator, { settings, errors }: PushFormModel): Markup {
  const { t } = words;
  const refused = Object.keys(errors).length > 0;
  const limits = { count: settings.maxFileUploads, size: megabytes(words, settings.maxFileSizeMb) };
  return html`<label for="files">${t('pushForm.filesLabel')}</label>
    <div class="drop" id="drop-zone">
      <input id="files" name="push[files][]" type="file" multiple required${described(errors, 'files', 'files-hint')}>
      <p class="muted" id="files-hint">${t('pushForm.filesHint', limits)}
        <span class="js-only" hidden>${t('pushForm.dropHint')}</span></p>
    </div>
    ${refused ? html`<p class="muted" id="files-again">${t('pushForm.filesAgain')}</p>` : ''}
    <ul class="files" id="files-chosen" aria-live="polite"></ul>
    ${fieldError(errors, 'files')}
    <p class="error" id="files-check" role="alert" hidden></p>
    <div class="upload" id="upload" hidden>
      <label for="upload-bar">${t('pushForm.uploading')}</label>
      <progress id="upload-bar" max="100" value="0"></progress>
      <p id="upload-text" aria-live="polite"></p>
    </div>`;
}

function expiryFields(words: Translator, { settings, values, errors, rules: policy }: PushFormModel): Markup {
  const { t } = words;
  const rules = settings.kinds[values.kind];
  const views = rules.expireAfterViews;
  const choices = durationChoices(words, rules, policy.hours);
  // A time no longer offered (the maximum was lowered since the form was loaded) gives way to the default.
  const chosen = choices.some((d) => d.value === values.duration)
    ? values.duration
    : defaultDuration(rules, policy.hours);
  return html`<div class="row">
      <div><label for="duration">${t('pushForm.expireAfter')}</label>
        <select id="duration" name="expire_after_duration"${described(errors, 'duration', 'expiry-hint')}>
          ${choices.map(
            (d) =>
              html`<option value="${d.value}"${d.value === chosen ? html` selected` : ''}>${d.label}</option>`,
          )}
        </select>${fieldError(errors, 'duration')}</div>
      <div><label for="views">${t('pushForm.orViews')}</label>
        <input id="views" name="expire_after_views" type="number" inputmode="numeric" min="${views.min}"
          max="${views.max}" value="${values.views}" required${described(errors, 'views', 'expiry-hint')}>
        ${fieldError(errors, 'views')}</div>
    </div>
    <p class="muted" id="expiry-hint">${t('pushForm.expiryHint', { min: views.min, count: views.max })}</p>`;
}

function optionFields(words: Translator, { settings, values, errors, rules: policy }: PushFormModel): Markup {
  const { t } = words;
  const rules = settings.kinds[values.kind];
  const refused = errors.passphrase !== undefined;
  const hints =
    policy.passphrase.required && !refused ? 'passphrase-hint passphrase-rule' : 'passphrase-hint';
  // A passphrase the policy requires is not called optional: the plain word, as the recipient's page has it.
  const label = policy.passphrase.required ? t('recipient.passphraseLabel') : t('pushForm.passphraseLabel');
  return html`<label for="passphrase">${label}</label>
    <div class="with-button">
      <input id="passphrase" name="passphrase" type="password" autocomplete="new-password" spellcheck="false"
        value="${values.passphrase}"${passphraseAttributes(policy)}${described(errors, 'passphrase', hints)}>
      <button type="button" class="secondary" id="passphrase-generate" hidden>${t('pushForm.generate')}</button>
    </div>
    <p class="muted" id="passphrase-hint">${t('pushForm.passphraseHint')}</p>
    ${passphraseRule(words, policy, refused)}
    ${fieldError(errors, 'passphrase')}
    ${
      isRequired(policy, 'retrieval_step')
        ? lockedOption(words, 'retrieval_step', t('pushForm.retrievalStep'))
        : rules.enableRetrievalStep
          ? html`<label class="check"><input type="checkbox" name="retrieval_step" value="on"${described(errors, 'retrieval_step')}${checked(values.retrievalStep)}>
        ${t('pushForm.retrievalStep')}</label>${fieldError(errors, 'retrieval_step')}`
          : ''
    }
    ${
      values.kind !== 'url' && isRequired(policy, 'deletable_by_viewer')
        ? lockedOption(words, 'deletable_by_viewer', t('pushForm.deletable'))
        : rules.enableDeletableByViewer && values.kind !== 'url'
          ? html`<label class="check"><input type="checkbox" name="deletable_by_viewer" value="on"${described(errors, 'deletable_by_viewer')}${checked(values.deletable)}>
        ${t('pushForm.deletable')}</label>${fieldError(errors, 'deletable_by_viewer')}`
          : ''
    }`;
}

/** Name and note, which only a signed-in creator sees again. */
function ownFields({ t }: Translator, { values, errors }: PushFormModel): Markup {
  return html`<label for="name">${t('pushForm.nameLabel')}</label>
    <input id="name" name="name" type="text" autocomplete="off" value="${values.name}"${described(errors, 'name')}>
    ${fieldError(errors, 'name')}
    <label for="note">${t('pushForm.noteLabel')}</label>
    <textarea id="note" name="note" class="short"${described(errors, 'note')}>${values.note}</textarea>
    ${fieldError(errors, 'note')}`;
}

const MORE_FIELDS = ['name', 'note', LINK_MAIL_FIELD, GATE_MAIL_FIELD];

/**
 * Name, note, mail and the recipient's language, folded as in the extension's popup: a `<details>`
 * that opens without script, and stays open when one of them is filled in or refused.
 */
function moreOptions(words: Translator, model: PushFormModel): Markup {
  const { values, errors, signedIn } = model;
  const mails = model.linkMails || values.notifyEmailsTo !== '';
  const required = model.gateRequired ?? 'none';
  const used =
    values.name !== '' ||
    values.note !== '' ||
    values.notifyEmailsTo !== '' ||
    values.recipientLocale !== '' ||
    MORE_FIELDS.some((field) => errors[field] !== undefined) ||
    gateUsed(values.gate) ||
    errors.gate !== undefined ||
    required !== 'none';
  return html`<details class="more-options"${used ? html` open` : ''}>
      <summary>${words.t('pushForm.moreOptions')}</summary>
      ${signedIn ? ownFields(words, model) : ''}
      ${mails ? html`${linkMailField(words, values.notifyEmailsTo, errors)}${mailDomainsNote(words, model.mailDomains)}` : ''}
      ${recipientLanguageField(words, model)}
      ${gateFieldset(
        words,
        values.gate,
        errors,
        required,
        model.linkMails ? gateMailCheck(words, values.gate, errors) : '',
        model.emailGateOffered,
      )}
    </details>`;
}

/**
 * Sealed (end-to-end encrypted) needs the page's script, which reveals the choice and seals on
 * submit; QR codes and URLs say why they cannot be sealed.
 */
function sealedField(words: Translator, { values, errors, rules }: PushFormModel): Markup {
  const { t } = words;
  if (values.kind === 'qr') return html`<p class="muted">${t('pushForm.sealedNotForQr')}</p>`;
  if (values.kind === 'url') return html`<p class="muted">${t('pushForm.sealedNotForUrl')}</p>`;
  const hint = values.kind === 'file' ? t('pushForm.sealedHintFiles') : t('pushForm.sealedHint');
  // A locked switch is not posted: its hidden twin says the push is sealed.
  const locked = rules.sealedRequired
    ? html` checked disabled aria-describedby="sealed-hint sealed-rule"`
    : html` name="sealed" value="on"${described(errors, 'sealed', 'sealed-hint')}${checked(values.sealed)}`;
  return html`<div id="sealed-choice" hidden>
      <label class="check"><input type="checkbox" id="sealed"${locked}>
        ${t('pushForm.sealedLabel')}</label>
      ${rules.sealedRequired ? html`<input type="hidden" name="sealed" value="on">` : ''}
      <p class="muted" id="sealed-hint">${hint}</p>
    </div>
    ${sealedRequirement(words, rules)}
    ${fieldError(errors, 'sealed')}
    <p class="error" id="sealed-check" role="alert" hidden></p>`;
}

/** The words of the scripts of forms that upload or seal. */
const scriptWords = (words: Translator): Markup =>
  html`${scriptWordAttributes(words).map(([name, text]) => html` ${raw(name)}="${text}"`)}`;

/** The push form of one kind; a file push goes as multipart, which works without script too. */
export function pushForm(c: C, model: PushFormModel): Markup {
  const words = pageLanguage(c);
  const isFile = model.values.kind === 'file';
  const sealable = isSealable(model.values.kind);
  // Files come first, as in the popup. A browser sends parts in form order and a file refused
  // mid-stream ends the reading, so the token and kind go before them; the page's script sends files last.
  return html`${kindTabs(words, model.kinds, model.values.kind)}
    <form method="post" action="/" id="push-form"${isFile ? html` enctype="multipart/form-data"` : ''}
      data-max-files="${model.settings.maxFileUploads}" data-max-file-mb="${model.settings.maxFileSizeMb}"${sealable ? html` data-sealable` : ''}${sealable ? scriptWords(words) : ''}>
      ${csrfField(c)}
      <input type="hidden" name="kind" value="${model.values.kind}">
      ${fieldError(model.errors, 'kind')}
      ${isFile ? filesField(words, model) : ''}
      ${payloadField(words, model)}
      ${sealedField(words, model)}
      ${expiryFields(words, model)}
      ${optionFields(words, model)}
      ${moreOptions(words, model)}
      <button type="submit" id="push-submit">${words.t('pushForm.submit')}</button>
    </form>`;
}
