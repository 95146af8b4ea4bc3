import { html } from 'hono/html';
import type { Translator } from '../../i18n/translator.ts';
import { languageOptions } from '../chrome/language-picker.ts';
import type { Markup } from '../chrome/layout.ts';
import type { PushFormValues } from './push-form-fields.ts';

/** The language the secret link opens in; the recipient's browser chooses when none is. */
export function recipientLanguageField({ t }: Translator, { values }: { values: PushFormValues }): Markup {
  return html`<label for="recipient-locale">${t('pushForm.recipientLanguage')}</label>
    <select id="recipient-locale" name="recipient_locale" aria-describedby="recipient-locale-hint">
      ${languageOptions(values.recipientLocale, t('pushForm.recipientBrowserLanguage'))}
    </select>
    <p class="muted" id="recipient-locale-hint">${t('pushForm.recipientLanguageHint')}</p>`;
}
