import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { Translator } from '../i18n/translator.ts';
import { DEFAULT_MAIL_BRAND, type MailBrand } from './mail-brand.ts';

/** A message's words before they are laid out: paragraphs, an optional button link, and notes below it. */
export interface MailParts {
  subject: string;
  paragraphs: string[];
  link?: { url: string; label: string };
  /** Below the link: how long it works, what to do if the mail was not expected. */
  after?: string[];
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const PARAGRAPH = 'margin:0 0 16px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328';
// The accent is a checked #rrggbb (brand-settings.ts), at 4.5:1 or more against this white.
const button = (accent: string) =>
  `display:inline-block;padding:10px 18px;border-radius:6px;background:${accent};color:#ffffff;text-decoration:none;font:600 16px/1.2 system-ui,sans-serif`;
const NOTE = 'margin:0 0 12px;font:14px/1.5 system-ui,sans-serif;color:#57606a';
const DISCLAIMER = `${NOTE};margin-top:24px;padding-top:12px;border-top:1px solid #d0d7de;white-space:pre-line`;
const LOGO = 'display:block;height:40px;width:auto;max-width:240px;border:0';

/**
 * The plain text and the HTML of one message; the link is written out in full in both, for mail
 * readers that hide buttons. The brand puts its logo above and its disclaimer below, in both parts.
 */
export function composeMail(
  words: Translator,
  parts: MailParts,
  brand: MailBrand = DEFAULT_MAIL_BRAND,
): ComposedMail {
  const { link, after = [] } = parts;
  const text = [
    ...parts.paragraphs,
    ...(link === undefined ? [] : [`${link.label}\n${link.url}`]),
    ...after,
    // "-- " opens a signature: mail readers set what follows apart from the message.
    ...(brand.disclaimer === null ? [] : [`-- \n${brand.disclaimer}`]),
  ].join('\n\n');
  const { code, dir } = words.language;
  const body: HtmlEscapedString[] = [
    ...(brand.logoUrl === null
      ? []
      : [
          html`<p style="margin:0 0 20px"><img src="${brand.logoUrl}" alt="${brand.title}" height="40" style="${LOGO}"></p>` as HtmlEscapedString,
        ]),
    ...parts.paragraphs.map((p) => html`<p style="${PARAGRAPH}">${p}</p>` as HtmlEscapedString),
    ...(link === undefined
      ? []
      : [
          html`<p style="${PARAGRAPH}"><a href="${link.url}" style="${button(brand.accent)}">${link.label}</a></p>
<p style="${NOTE}"><a href="${link.url}" style="color:${brand.accent};word-break:break-all">${link.url}</a></p>` as HtmlEscapedString,
        ]),
    ...after.map((p) => html`<p style="${NOTE}">${p}</p>` as HtmlEscapedString),
    ...(brand.disclaimer === null
      ? []
      : [html`<p style="${DISCLAIMER}">${brand.disclaimer}</p>` as HtmlEscapedString]),
  ];
  const page = html`<!doctype html>
<html lang="${code}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${parts.subject}</title></head>
<body style="margin:0;padding:24px;background:#ffffff"><div style="max-width:560px">${raw(body.join('\n'))}</div></body></html>`;
  return { subject: parts.subject, text: `${text}\n`, html: String(page) };
}
