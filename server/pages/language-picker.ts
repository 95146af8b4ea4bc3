import type { Context } from 'hono';
import { html } from 'hono/html';
import { LANGUAGES } from '../../shared/languages.ts';
import type { Markup } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { pageLanguage } from './page-language.ts';

/**
 * Reopens the same address in another language: the current query kept, `locale` replaced. Only
 * on GET pages, where opening the address again changes nothing.
 */
export function languagePicker(c: Context<PageEnv>): Markup {
  const { t, language } = pageLanguage(c);
  const kept = Object.entries(c.req.queries()).flatMap(([name, values]) =>
    name === 'locale'
      ? []
      : values.map((value) => html`<input type="hidden" name="${name}" value="${value}">`),
  );
  return html`<form class="language-picker" method="get" action="${c.req.path}" data-language-picker>
    ${kept}
    <label for="language-picker">${t('common.language')}</label>
    <select id="language-picker" name="locale">
      ${LANGUAGES.map(
        (l) =>
          html`<option value="${l.code}" lang="${l.code}" dir="${l.dir}"${l.code === language.code ? ' selected' : ''}>${l.name}</option>`,
      )}
    </select>
    <button type="submit">${t('common.changeLanguage')}</button>
  </form>`;
}
