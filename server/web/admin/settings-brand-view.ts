import type { Context } from 'hono';
import { html } from 'hono/html';
import { type Brand, DEFAULT_BRAND } from '../../brand/brand.ts';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { Markup } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';

const pair = (value: { light: string; dark: string } | null) =>
  value === null ? null : value.light === value.dark ? value.light : `${value.light}, ${value.dark}`;

/** The instance's brand as the server's configuration sets it (`PWP__BRAND__*`), read-only. */
export function brandFacts(c: Context<PageEnv>): Markup {
  const { t } = pageLanguage(c);
  const brand: Brand = c.get('brand') ?? DEFAULT_BRAND;
  const rows: [MessageKey, string | null][] = [
    ['settings.brandName', brand.title],
    ['settings.brandTagline', brand.tagline],
    ['settings.brandDisclaimer', brand.disclaimer],
    ['settings.brandLogo', pair(brand.logo)],
    ['settings.brandAccent', pair(brand.accent)],
    ['settings.brandFooterMenu', t(brand.showFooterMenu ? 'settings.yes' : 'settings.no')],
  ];
  return html`<h2>${t('settings.brandHeading')}</h2>
    <p class="muted">${t('settings.brandText')}</p>
    <table class="facts-table">
      <tbody>
        ${rows.map(
          ([key, value]) =>
            html`<tr><th scope="row">${t(key)}</th><td>${value === null ? t('settings.none') : value}</td></tr>`,
        )}
      </tbody>
    </table>`;
}
