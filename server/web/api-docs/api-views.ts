import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { Translator } from '../../i18n/translator.ts';
import type { JsonSchema } from '../../openapi/json-schema.ts';
import type { Markup } from '../chrome/layout.ts';
import { described, either, markup } from './api-words.ts';

/** Text with `code` spans, escaped. */
export function prose(text: string): Markup {
  const parts = text.split('`');
  return html`${parts.map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : html`${part}`))}`;
}

/** A sentence of the API description in the page's language, with its `code` spans. */
export const proseOf = (words: Translator, english: string | undefined): Markup =>
  prose(described(words, english ?? ''));

const schemaName = (schema: JsonSchema) => schema.$ref?.replace('#/components/schemas/', '');
const code = (text: string) => markup(html`<code>${text}</code>`);

/** A schema's type in a few words, naming (and linking) the schemas it refers to. */
export function typeOf(words: Translator, schema: JsonSchema): HtmlEscapedString {
  const name = schemaName(schema);
  if (name !== undefined) return markup(html`<a href="#schema-${name}"><code>${name}</code></a>`);
  if (schema.oneOf !== undefined)
    return either(
      words,
      schema.oneOf.map((s) => typeOf(words, s)),
    );
  if (schema.const !== undefined) return code(JSON.stringify(schema.const));
  if (schema.enum !== undefined) {
    const values = either(
      words,
      schema.enum.map((v) => code(String(v))),
    );
    return words.html('apiPage.oneOf', { values });
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  const named = either(
    words,
    types.map((t) =>
      t === 'array' && schema.items !== undefined
        ? words.html('apiPage.arrayOf', { type: typeOf(words, schema.items) })
        : code(t),
    ),
  );
  return schema.format === undefined
    ? named
    : words.html('apiPage.withFormat', { type: named, format: code(schema.format) });
}

/** The fields of an object schema, as a table. */
export function fieldTable(words: Translator, schema: JsonSchema): Markup {
  const { t } = words;
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties ?? {}).map(
    ([key, field]) => html`<tr><td><code>${key}</code>${
      required.has(key) ? '' : html` <span class="muted">${t('apiPage.optional')}</span>`
    }</td>
      <td>${typeOf(words, field)}</td><td>${proseOf(words, field.description)}</td></tr>`,
  );
  const more =
    typeof schema.additionalProperties === 'object'
      ? html`<p class="muted">${words.html('apiPage.anyKey', { type: typeOf(words, schema.additionalProperties) })}</p>`
      : '';
  const head = html`<thead><tr><th>${t('apiPage.field')}</th><th>${t('apiPage.type')}</th><th>${t('apiPage.meaning')}</th></tr></thead>`;
  return html`${rows.length > 0 ? html`<table>${head}<tbody>${rows}</tbody></table>` : ''}${more}`;
}
