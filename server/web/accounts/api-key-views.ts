import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { API_KEY_NAME_MAX, type ApiKeyAsked, type ApiKeyProblem, keyState } from '../../accounts/api-keys.ts';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { Translator } from '../../i18n/translator.ts';
import { API_KEY_SCOPES, type ApiKeyRecord, type ApiKeyScope } from '../../store/api-key-store.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { pageTime } from '../chrome/page-time.ts';

type C = Context<PageEnv>;

const at = (words: Translator, ms: number) => pageTime(words, ms) as HtmlEscapedString;

export const SCOPE_WORDS: Record<ApiKeyScope, MessageKey> = {
  read: 'apiKeys.scopeRead',
  push: 'apiKeys.scopePush',
  all: 'apiKeys.scopeAll',
};

/** A key's facts: scope, made, expiry, last use (when and from where) or its revocation. */
export function keyFacts(words: Translator, key: ApiKeyRecord, now: number): Markup {
  const { t } = words;
  const state = keyState(key, now);
  const expiry =
    key.expiresAt === null
      ? t('apiKeys.neverExpires')
      : words.html(state === 'expired' ? 'apiKeys.expired' : 'apiKeys.expires', {
          time: at(words, key.expiresAt),
        });
  const use =
    key.lastUsedAt === null
      ? t('apiKeys.neverUsed')
      : words.html('apiKeys.lastUsed', { time: at(words, key.lastUsedAt), address: key.lastUsedFrom ?? '?' });
  return html`<ul class="facts">
    <li>${t(SCOPE_WORDS[key.scope])}</li>
    <li>${words.html('apiKeys.created', { time: at(words, key.createdAt) })}</li>
    <li>${key.revokedAt === null ? expiry : words.html('apiKeys.revoked', { time: at(words, key.revokedAt) })}</li>
    <li>${use}</li>
  </ul>`;
}

/** One key in a list, with its own Revoke form while it stands; `action` is where that form posts. */
export function keyRow(c: C, key: ApiKeyRecord, now: number, action: string): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  return html`<li class="push-row">
    <h3>${key.name}</h3>
    ${keyFacts(words, key, now)}
    ${
      key.revokedAt === null
        ? html`<form method="post" action="${action}">
      ${csrfField(c)}
      <button class="danger" type="submit" aria-label="${t('apiKeys.revokeLabel', { name: key.name })}">${t('devices.revoke')}</button>
    </form>`
        : ''
    }
  </li>`;
}

/** What the form was given back with, when the key was not made. */
export interface KeyFormState {
  asked: ApiKeyAsked;
  errors: Partial<Record<keyof ApiKeyAsked, ApiKeyProblem>>;
}

function problemWords(
  t: Translator['t'],
  field: keyof ApiKeyAsked,
  problem: ApiKeyProblem,
  maxDays: number | null,
) {
  if (field === 'name') return t('apiKeys.errorName', { max: API_KEY_NAME_MAX });
  if (field === 'scope') return t('apiKeys.errorScope');
  if (problem === 'required') return t('apiKeys.errorDaysRequired', { max: maxDays ?? 3650 });
  return t('apiKeys.errorDays', { max: maxDays ?? 3650 });
}

/** The form that makes a key: name, scope and days; posted without JavaScript. */
function keyForm(c: C, maxDays: number | null, state?: KeyFormState): Markup {
  const { t } = pageLanguage(c);
  const asked = state?.asked ?? { name: '', scope: 'read', days: maxDays === null ? '' : String(maxDays) };
  const error = (field: keyof ApiKeyAsked) => {
    const problem = state?.errors[field];
    return problem === undefined
      ? ''
      : html`<p class="error" id="key-${field}-error">${problemWords(t, field, problem, maxDays)}</p>`;
  };
  const invalid = (field: keyof ApiKeyAsked, hint = '') => {
    const ids = [hint, state?.errors[field] === undefined ? '' : `key-${field}-error`].filter(
      (id) => id !== '',
    );
    const marked = state?.errors[field] === undefined ? '' : ' aria-invalid="true"';
    // Fixed ids only: nothing typed reaches these attributes.
    return raw(`${ids.length === 0 ? '' : ` aria-describedby="${ids.join(' ')}"`}${marked}`);
  };
  const scopes = API_KEY_SCOPES.map(
    (scope) =>
      html`<label class="check"><input type="radio" name="scope" value="${scope}"${scope === asked.scope ? ' checked' : ''}> ${t(SCOPE_WORDS[scope])}</label>`,
  );
  return html`<form method="post" action="/users/token/keys">
    ${csrfField(c)}
    ${state === undefined ? '' : html`<p class="error" role="alert">${t('apiKeys.refused')}</p>`}
    <label for="key-name">${t('apiKeys.name')}</label>
    <input type="text" id="key-name" name="name" maxlength="${API_KEY_NAME_MAX}" required value="${asked.name}"${invalid('name')}>
    ${error('name')}
    <fieldset${invalid('scope')}><legend>${t('apiKeys.scope')}</legend>${scopes}</fieldset>
    ${error('scope')}
    <label for="key-days">${t('apiKeys.days')}</label>
    <input type="number" id="key-days" name="days" inputmode="numeric" min="1" max="${maxDays ?? 3650}"${maxDays === null ? '' : ' required'} value="${asked.days}"${invalid('days', 'key-days-hint')}>
    <p class="muted" id="key-days-hint">${maxDays === null ? t('apiKeys.daysHint') : t('apiKeys.daysMax', { max: maxDays })}</p>
    ${error('days')}
    <button type="submit">${t('apiKeys.create')}</button>
  </form>`;
}

/** The token page's section of named keys: each with its facts and Revoke, then the form for a new one. */
export function keySection(
  c: C,
  keys: ApiKeyRecord[],
  now: number,
  maxDays: number | null,
  state?: KeyFormState,
) {
  const { t } = pageLanguage(c);
  const standing = keys.filter((key) => key.revokedAt === null);
  return html`<h2 id="keys">${t('apiKeys.heading')}</h2>
    <p>${t('apiKeys.intro')}</p>
    ${
      standing.length === 0
        ? html`<p class="muted">${t('apiKeys.none')}</p>`
        : html`<ul class="pushes">${standing.map((key) => keyRow(c, key, now, `/users/token/keys/${key.id}/revoke`))}</ul>`
    }
    ${keyForm(c, maxDays, state)}`;
}

/** The one page that shows a new key, right after it was made. */
export function newKeyPage(c: C, key: string): Markup {
  const { t } = pageLanguage(c);
  return page(
    c,
    t('apiKeys.newTitle'),
    html`<h1>${t('apiKeys.newTitle')}</h1>
    <p class="success" role="status">${t('apiKeys.newOnce')}</p>
    <pre class="secret token" id="token">${key}</pre>
    <button type="button" data-copy="token" hidden>${t('apiKeys.copy')}</button>
    <p class="muted">${t('apiKeys.newAfter')}</p>
    <p><a href="/users/token#keys">${t('apiKeys.heading')}</a></p>`,
  );
}
