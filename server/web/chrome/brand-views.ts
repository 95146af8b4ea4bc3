import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { Brand } from '../../brand/brand.ts';
import { parseHexColor, toHex } from '../../brand/contrast.ts';

const DARK = '(prefers-color-scheme: dark)';

/**
 * The header's link home: the logo, if any, for the reader's colour scheme, then the name. The
 * image says nothing the name beside it does not (empty alt) and is fetched without a Referer.
 */
export function brandMark(brand: Brand): HtmlEscapedString | Promise<HtmlEscapedString> {
  if (brand.logo === null) return html`${brand.title}`;
  const { light, dark } = brand.logo;
  return html`<picture>${light === dark ? '' : html`<source srcset="${dark}" media="${DARK}">`}<img src="${light}" alt="" referrerpolicy="no-referrer"></picture><span>${brand.title}</span>`;
}

/** The brand's accent over the stylesheet's, for links, buttons and focus rings; nothing for the default. */
export function accentStyle(brand: Brand): string {
  // Written back from their channels, so only a colour can reach the stylesheet, whoever stored it.
  const [light, dark] = [brand.accent?.light, brand.accent?.dark].map((hex) => {
    const rgb = hex === undefined ? null : parseHexColor(hex);
    return rgb === null ? null : toHex(rgb);
  });
  if (light == null || dark == null) return '';
  // accent-color: check boxes and the upload's progress bar take the brand's colour, not the browser's blue.
  return `\n:root { --accent: ${light}; --focus: ${light}; accent-color: ${light}; }\n@media ${DARK} { :root { --accent: ${dark}; --focus: ${dark}; accent-color: ${dark}; } }\n`;
}
