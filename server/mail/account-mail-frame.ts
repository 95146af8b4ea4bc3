import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { Translator } from '../i18n/translator.ts';

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
const BUTTON =
  'display:inline-block;padding:10px 18px;border-radius:6px;background:#0b57d0;color:#ffffff;text-decoration:none;font:600 16px/1.2 system-ui,sans-serif';
const NOTE = 'margin:0 0 12px;font:14px/1.5 system-ui,sans-serif;color:#57606a';

/** The plain text and the HTML of one message; the link is written out in full in both, for mail readers that hide buttons. */
export function composeMail(words: Translator, parts: MailParts): ComposedMail {
  const { link, after = [] } = parts;
  const text = [
    ...parts.paragraphs,
    ...(link === undefined ? [] : [`${link.label}\n${link.url}`]),
    ...after,
  ].join('\n\n');
  const { code, dir } = words.language;
  const body: HtmlEscapedString[] = [
    ...parts.paragraphs.map((p) => html`<p style="${PARAGRAPH}">${p}</p>` as HtmlEscapedString),
    ...(link === undefined
      ? []
      : [
          html`<p style="${PARAGRAPH}"><a href="${link.url}" style="${BUTTON}">${link.label}</a></p>
<p style="${NOTE}"><a href="${link.url}" style="color:#0b57d0;word-break:break-all">${link.url}</a></p>` as HtmlEscapedString,
        ]),
    ...after.map((p) => html`<p style="${NOTE}">${p}</p>` as HtmlEscapedString),
  ];
  const page = html`<!doctype html>
<html lang="${code}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${parts.subject}</title></head>
<body style="margin:0;padding:24px;background:#ffffff"><div style="max-width:560px">${raw(body.join('\n'))}</div></body></html>`;
  return { subject: parts.subject, text: `${text}\n`, html: String(page) };
}
