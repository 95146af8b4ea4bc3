import type { Context } from 'hono';
import { html } from 'hono/html';
import type { JsonSchema } from '../openapi/json-schema.ts';
import type { Operation } from '../openapi/operations.ts';
import type { Markup } from './layout.ts';
import type { PageEnv } from './page-env.ts';

/** Text with `code` spans, escaped. */
export function prose(text: string): Markup {
  const parts = text.split('`');
  return html`${parts.map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : html`${part}`))}`;
}

const schemaName = (schema: JsonSchema) => schema.$ref?.replace('#/components/schemas/', '');

/** A schema's type in a few words, naming (and linking) the schemas it refers to. */
export function typeOf(schema: JsonSchema): Markup {
  const name = schemaName(schema);
  if (name !== undefined) return html`<a href="#schema-${name}">${name}</a>`;
  if (schema.oneOf !== undefined)
    return html`${schema.oneOf.map((s, i) => html`${i > 0 ? ' or ' : ''}${typeOf(s)}`)}`;
  if (schema.const !== undefined) return html`<code>${JSON.stringify(schema.const)}</code>`;
  if (schema.enum !== undefined) {
    return html`one of ${schema.enum.map((v, i) => html`${i > 0 ? ', ' : ''}<code>${String(v)}</code>`)}`;
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  const words = types.map((t) =>
    t === 'array' && schema.items !== undefined ? html`array of ${typeOf(schema.items)}` : t,
  );
  const format = schema.format === undefined ? '' : ` (${schema.format})`;
  return html`${words.map((w, i) => html`${i > 0 ? ' or ' : ''}${w}`)}${format}`;
}

/** The fields of an object schema, as a table. */
export function fieldTable(schema: JsonSchema): Markup {
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties ?? {}).map(
    ([
      key,
      field,
    ]) => html`<tr><td><code>${key}</code>${required.has(key) ? '' : html` <span class="muted">optional</span>`}</td>
      <td>${typeOf(field)}</td><td>${prose(field.description ?? '')}</td></tr>`,
  );
  const more =
    typeof schema.additionalProperties === 'object'
      ? html`<p class="muted">Any key, each with ${typeOf(schema.additionalProperties)}.</p>`
      : '';
  return html`${rows.length > 0 ? html`<table><thead><tr><th>field</th><th>type</th><th>meaning</th></tr></thead><tbody>${rows}</tbody></table>` : ''}${more}`;
}

function access(op: Operation): string {
  const options = op.security ?? [];
  if (options.length === 1 && Object.keys(options[0] ?? {}).length === 0) return 'No token needed.';
  return options.some((o) => Object.keys(o).length === 0) ? 'Token optional.' : 'Token required.';
}

/** One operation: what it does, what it takes, what it answers. */
export function operationSection(_c: Context<PageEnv>, method: string, path: string, op: Operation): Markup {
  const body = op.requestBody?.content;
  const jsonBody = body?.['application/json']?.schema;
  const pushFields = jsonBody?.properties?.push;
  return html`<section class="operation" id="${op.operationId}">
    <h2><span class="method">${method.toUpperCase()}</span> <code>${path}</code></h2>
    <p><strong>${op.summary}.</strong> ${prose(op.description)} <span class="muted">${access(op)}</span></p>
    ${
      (op.parameters ?? []).length > 0
        ? html`<h3>Parameters</h3><table><tbody>${(op.parameters ?? []).map(
            (
              p,
            ) => html`<tr><td><code>${p.name}</code> <span class="muted">${p.in}${p.required ? '' : ', optional'}</span></td>
              <td>${typeOf(p.schema)}</td><td>${prose(p.description)}</td></tr>`,
          )}</tbody></table>`
        : ''
    }
    ${
      pushFields !== undefined
        ? html`<h3>Body</h3><p>${prose(
            `JSON \`{"push": {...}}\` (or ${Object.keys(body ?? {})
              .filter((t) => t !== 'application/json')
              .join(', ')}). ${pushFields.description ?? ''}`,
          )}</p>${fieldTable(pushFields)}`
        : ''
    }
    <h3>Answers</h3>
    <ul class="answers">${Object.entries(op.responses).map(([status, r]) => {
      const schema = r.content?.['application/json']?.schema;
      return html`<li><strong>${status}</strong> ${prose(r.description)}${schema === undefined ? '' : html` <span class="muted">→</span> ${typeOf(schema)}`}</li>`;
    })}</ul>
  </section>`;
}
