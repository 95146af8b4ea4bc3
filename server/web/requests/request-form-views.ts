import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { FieldErrors } from '../../../shared/result.ts';
import { type InstanceSettings, MAX_TEXT_PAYLOAD } from '../../../shared/settings.ts';
import type { Translator } from '../../i18n/translator.ts';
import { defaultCloseIndex } from '../../requests/request-input.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { durationChoices } from '../pushes/push-form-fields.ts';
import {
  NO_REQUEST_GATE,
  type RequestGateValues,
  readRequestGateValues,
  requestGateError,
  requestGateFieldset,
  requestGateParameter,
} from './request-form-gate.ts';

type C = Context<PageEnv>;

/** What the new request form holds, as typed. */
export interface RequestFormValues {
  message: string;
  name: string;
  /** An index into EXPIRE_DURATIONS. */
  duration: string;
  allowFiles: boolean;
  includeRequestor: boolean;
  passphrase: string;
  gate: RequestGateValues;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function defaultRequestValues(settings: InstanceSettings): RequestFormValues {
  const duration = String(defaultCloseIndex(settings.kinds.text.expireAfterDays.max));
  return {
    message: '',
    name: '',
    duration,
    allowFiles: false,
    includeRequestor: true,
    passphrase: '',
    gate: NO_REQUEST_GATE,
  };
}

export function readRequestValues(body: Record<string, unknown>): RequestFormValues {
  return {
    message: text(body.request),
    name: text(body.name),
    duration: text(body.close_after_duration),
    allowFiles: body.response_file_attachments === 'on',
    includeRequestor: body.include_requestor === 'on',
    passphrase: text(body.passphrase),
    gate: readRequestGateValues(body),
  };
}

/** The form's values as the API's `request` parameter, so one normalisation checks both. */
export const requestParameter = (values: RequestFormValues) => ({
  request: values.message,
  name: values.name,
  close_after_duration: values.duration,
  response_file_attachments: values.allowFiles,
  include_requestor: values.includeRequestor,
  passphrase: values.passphrase,
  ...requestGateParameter(values.gate),
});

/** The refusals of normalizeNewRequest in the page's words, beside the field they concern. */
export function requestFormErrors(
  words: Translator,
  errors: FieldErrors,
  values: RequestFormValues,
): FieldErrors {
  const { t } = words;
  const shown: FieldErrors = {};
  for (const field of Object.keys(errors)) {
    if (field === 'gate') shown.gate = [requestGateError(words, errors.gate ?? [])];
    else if (field === 'request')
      shown.request = [
        values.message.length > MAX_TEXT_PAYLOAD
          ? t('requests.messageTooLong', { max: MAX_TEXT_PAYLOAD })
          : t('requests.messageRequired'),
      ];
    else if (field === 'close_after_duration') shown.duration = [t('requests.chooseOfferedTime')];
    else shown[field] = [t('pushForm.notAccepted')];
  }
  return shown;
}

function fieldError(errors: FieldErrors, field: string): Markup {
  const messages = errors[field];
  return messages === undefined
    ? html``
    : html`<p class="error" id="${field}-error">${messages.join(' ')}</p>`;
}

function described(errors: FieldErrors, field: string, hint: string): Markup {
  return errors[field] === undefined
    ? html` aria-describedby="${hint}"`
    : html` aria-invalid="true" aria-describedby="${hint} ${field}-error"`;
}

const checked = (on: boolean) => (on ? raw(' checked') : '');

/** Asks for a secret: what is asked, for how long, whether files may come, and an optional passphrase. */
export function requestFormPage(
  c: C,
  model: {
    settings: InstanceSettings;
    values: RequestFormValues;
    errors: FieldErrors;
    filesOffered: boolean;
    /** The server sends mail: the form may ask who answers by address. */
    emailGateOffered: boolean;
  },
): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const { values, errors } = model;
  const choices = durationChoices(words, model.settings.kinds.text).filter(
    (d) => !d.value.startsWith('days-'),
  );
  return page(
    c,
    t('requests.newTitle'),
    html`<h1>${t('requests.newTitle')}</h1>
    <form method="post" action="/requests/new">
      ${csrfField(c)}
      <label for="message">${t('requests.messageLabel')}</label>
      <textarea id="message" name="request" class="short" required${described(errors, 'request', 'message-hint')}>${values.message}</textarea>
      <p class="muted" id="message-hint">${t('requests.messageHint')}</p>
      ${fieldError(errors, 'request')}
      <label for="name">${t('requests.nameLabel')}</label>
      <input id="name" name="name" type="text" autocomplete="off" value="${values.name}">
      <label for="duration">${t('requests.openFor')}</label>
      <select id="duration" name="close_after_duration"${described(errors, 'duration', 'duration-hint')}>
        ${choices.map((d) => html`<option value="${d.value}"${d.value === values.duration ? raw(' selected') : ''}>${d.label}</option>`)}
      </select>
      <p class="muted" id="duration-hint">${t('requests.openForHint')}</p>
      ${fieldError(errors, 'duration')}
      ${
        model.filesOffered
          ? html`<label class="check"><input type="checkbox" name="response_file_attachments" value="on"${checked(values.allowFiles)}>
        ${t('requests.allowFiles')}</label>`
          : ''
      }
      <label class="check"><input type="checkbox" name="include_requestor" value="on"${checked(values.includeRequestor)}>
        ${t('requests.includeRequestor')}</label>
      <label for="passphrase">${t('requests.passphraseLabel')}</label>
      <input id="passphrase" name="passphrase" type="password" autocomplete="new-password" spellcheck="false"
        value="${values.passphrase}"${described(errors, 'passphrase', 'passphrase-hint')}>
      <p class="muted" id="passphrase-hint">${t('requests.passphraseHint')}</p>
      ${fieldError(errors, 'passphrase')}
      ${requestGateFieldset(words, values.gate, errors, model.emailGateOffered)}
      <button type="submit">${t('requests.create')}</button>
    </form>`,
  );
}
