import type { Context } from 'hono';
import { html } from 'hono/html';
import {
  type BrandField,
  type BrandValues,
  isLogoField,
  type LogoField,
  logoSrc,
} from '../../brand/brand-fields.ts';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '../../brand/logo-image.ts';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { Translator } from '../../i18n/translator.ts';
import { csrfField, type Markup } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { type BrandDraft, fileInputOf, removeBoxOf } from './settings-brand-form.ts';
import { uploadWords } from './settings-brand-words.ts';
import { fieldId } from './settings-fields.ts';

/** The brand's form as shown: the fields in force, what was typed, the pins, and why a post was refused. */
export interface BrandFormState {
  values: BrandValues;
  draft: BrandDraft;
  pins: Readonly<Record<string, string>>;
  errors: Partial<Record<BrandField, string>>;
  showFooterMenu: boolean;
  notice?: 'saved' | 'unchanged';
  refused?: boolean;
}

export const BRAND_LABELS: Record<BrandField, MessageKey> = {
  'brand.title': 'settings.brandName',
  'brand.tagline': 'settings.brandTagline',
  'brand.disclaimer': 'settings.brandDisclaimer',
  'brand.accent': 'settings.brandAccentLight',
  'brand.darkAccent': 'settings.brandAccentDark',
  'brand.logo.light': 'settings.brandLogoLight',
  'brand.logo.dark': 'settings.brandLogoDark',
};

const HINTS: Partial<Record<BrandField, MessageKey>> = {
  'brand.accent': 'settings.brandAccentHint',
  'brand.darkAccent': 'settings.brandDarkAccentHint',
};

function errorLine(id: string, error: string | undefined): Markup {
  return error === undefined ? html`` : html`<p class="error" id="${id}-error">${error}</p>`;
}

function described(id: string, error: string | undefined, hint: boolean): Markup {
  const ids = [hint ? `${id}-hint` : undefined, error === undefined ? undefined : `${id}-error`].filter(
    Boolean,
  );
  const invalid = error === undefined ? '' : html` aria-invalid="true"`;
  return ids.length === 0 ? html`${invalid}` : html` aria-describedby="${ids.join(' ')}"${invalid}`;
}

/** A field's value in words: a text, a colour, a logo's address or what was uploaded, or none. */
function shownValue(words: Translator, field: BrandField, values: BrandValues): string {
  const value = values[field];
  if (value === null) return words.t('settings.none');
  return typeof value === 'string' ? value : uploadWords(words, value);
}

function pinnedField(words: Translator, field: BrandField, state: BrandFormState, pin: string): Markup {
  const id = fieldId(field);
  return html`<div class="pinned-rule" id="${id}">
      <span class="rule-name">${words.t(BRAND_LABELS[field])}</span>
      <strong>${shownValue(words, field, state.values)}</strong>
      <span class="muted">${words.t('settings.pinned', { name: pin })}</span>
      ${errorLine(id, state.errors[field])}
    </div>`;
}

function textField(words: Translator, field: BrandField, state: BrandFormState): Markup {
  const { t } = words;
  const id = fieldId(field);
  const value = state.draft[field] ?? (state.values[field] as string | null) ?? '';
  const error = state.errors[field];
  const hint = HINTS[field];
  const hintLine = hint === undefined ? '' : html`<p class="muted" id="${id}-hint">${t(hint)}</p>`;
  const aria = described(id, error, hint !== undefined);
  const input =
    field === 'brand.disclaimer'
      ? html`<textarea class="note" id="${id}" name="${field}"${aria}>${value}</textarea>`
      : html`<input type="text" id="${id}" name="${field}" value="${value}"${field.includes('ccent') ? html` spellcheck="false" autocomplete="off"` : ''}${aria}>`;
  return html`<div><label for="${id}">${t(BRAND_LABELS[field])}</label>${input}${hintLine}${errorLine(id, error)}</div>`;
}

function logoField(words: Translator, field: LogoField, state: BrandFormState): Markup {
  const { t } = words;
  const id = fieldId(field);
  const current = state.values[field];
  const src = logoSrc(current);
  const error = state.errors[field];
  const address = state.draft[field] ?? (typeof current === 'string' ? current : '');
  const scheme = field === 'brand.logo.dark' ? 'on-dark' : 'on-light';
  const facts =
    current !== null && typeof current === 'object'
      ? html`<p class="muted">${uploadWords(words, current)}</p>`
      : '';
  const types = Object.keys(LOGO_TYPES).join(',');
  return html`<fieldset class="options logo-field" id="${id}-group"><legend>${t(BRAND_LABELS[field])}</legend>
    ${src === null ? html`<p class="muted">${t('settings.none')}</p>` : html`<img class="logo-preview ${scheme}" src="${src}" alt="${t('settings.brandLogoPreview')}">${facts}`}
    <label for="${id}-file">${t('settings.brandLogoUpload')}</label>
    <input type="file" id="${id}-file" name="${fileInputOf(field)}" accept="${types}"${described(id, error, true)}>
    <label for="${id}">${t('settings.brandLogoAddress')}</label>
    <input type="text" id="${id}" name="${field}" value="${address}" inputmode="url" spellcheck="false" autocomplete="off" dir="ltr" placeholder="https://"${described(id, error, true)}>
    <p class="muted" id="${id}-hint">${t('settings.brandLogoHint', { max: LOGO_MAX_BYTES / 1024 })}</p>
    ${current === null ? '' : html`<label class="check"><input type="checkbox" name="${removeBoxOf(field)}" value="on"> ${t('settings.brandLogoRemove')}</label>`}
    ${errorLine(id, error)}
  </fieldset>`;
}

function brandField(words: Translator, field: BrandField, state: BrandFormState): Markup {
  const pin = state.pins[field];
  if (pin !== undefined) return pinnedField(words, field, state, pin);
  return isLogoField(field) ? logoField(words, field, state) : textField(words, field, state);
}

/** The brand on the settings page: its own form (it uploads files), each pinned field read-only with its setting. */
export function brandSection(c: Context<PageEnv>, state: BrandFormState): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const field = (name: BrandField) => brandField(words, name, state);
  const notice =
    state.notice === undefined
      ? ''
      : html`<p class="success" role="status">${t(state.notice === 'saved' ? 'settings.brandSaved' : 'settings.unchanged')}</p>`;
  return html`<h2 id="brand">${t('settings.brandHeading')}</h2>
    ${notice}
    ${state.refused === true ? html`<p class="error" role="alert">${t('settings.brandRefused')}</p>` : ''}
    <p>${t('settings.brandIntro')}</p>
    <form method="post" action="/admin/settings/brand" enctype="multipart/form-data" novalidate>
      ${csrfField(c)}
      <fieldset class="rules"><legend>${t('settings.brandWords')}</legend>
        ${field('brand.title')}${field('brand.tagline')}${field('brand.disclaimer')}
      </fieldset>
      <fieldset class="rules"><legend>${t('settings.brandLooks')}</legend>
        <div class="row">${field('brand.accent')}${field('brand.darkAccent')}</div>
        ${field('brand.logo.light')}${field('brand.logo.dark')}
        <div class="pinned-rule"><span class="rule-name">${t('settings.brandFooterMenu')}</span>
          <strong>${t(state.showFooterMenu ? 'settings.yes' : 'settings.no')}</strong>
          <span class="muted">${t('settings.pinned', { name: 'PWP__BRAND__SHOW_FOOTER_MENU' })}</span></div>
      </fieldset>
      <button type="submit">${t('settings.brandSave')}</button>
    </form>`;
}
