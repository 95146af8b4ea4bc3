import type { Context } from 'hono';
import { html } from 'hono/html';
import { LANGUAGES } from '../../../shared/languages.ts';
import type { Markup } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { pageLanguage } from './page-language.ts';

/**
 * Every language as an `<option>` by its own name, marked with its own `lang` and `dir` for screen
 * readers; `none` (value '') leads when the choice may be left open. `chosen` is a code or ''.
 */
export function languageOptions(chosen: string, none?: string): Markup {
  const selected = (code: string) => (code === chosen ? html` selected` : '');
  return html`${none === undefined ? '' : html`<option value=""${selected('')}>${none}</option>`}${LANGUAGES.map(
    (l) =>
      html`<option value="${l.code}" lang="${l.code}" dir="${l.dir}"${selected(l.code)}>${l.name}</option>`,
  )}`;
}

/** The request's query as hidden fields, less `dropped`: a GET form then reloads the same address. */
export function keptQuery(c: Context<PageEnv>, dropped: readonly string[]): Markup[] {
  return Object.entries(c.req.queries()).flatMap(([name, values]) =>
    dropped.includes(name)
      ? []
      : values.map((value) => html`<input type="hidden" name="${name}" value="${value}">`),
  );
}

/**
 * Reopens the same address in another language: the current query kept, `locale` replaced. Only
 * on GET pages, where opening the address again changes nothing.
 */
export function languagePicker(c: Context<PageEnv>): Markup {
  const { t, language } = pageLanguage(c);
  return html`<form class="language-picker" method="get" action="${c.req.path}" data-language-picker>
    ${keptQuery(c, ['locale'])}
    <label for="language-picker">${t('common.language')}</label>
    <select id="language-picker" name="locale">${languageOptions(language.code)}</select>
    <button type="submit">${t('common.changeLanguage')}</button>
  </form>`;
}
