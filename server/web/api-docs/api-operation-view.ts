import { html } from 'hono/html';
import type { Translator } from '../../i18n/translator.ts';
import type { Operation, Parameter } from '../../openapi/operations.ts';
import type { Markup } from '../chrome/layout.ts';
import { fieldTable, proseOf, typeOf } from './api-views.ts';
import { described, markup } from './api-words.ts';

function access(words: Translator, op: Operation): string {
  const options = op.security ?? [];
  if (options.length === 1 && Object.keys(options[0] ?? {}).length === 0) return words.t('apiPage.noToken');
  return words.t(
    options.some((o) => Object.keys(o).length === 0) ? 'apiPage.tokenOptional' : 'apiPage.tokenRequired',
  );
}

function parameterRow(words: Translator, p: Parameter): Markup {
  const where = words.t(p.in === 'path' ? 'apiPage.inPath' : 'apiPage.inQuery');
  return html`<tr><td><code>${p.name}</code> <span class="muted">${
    p.required ? where : words.t('apiPage.optionalParameter', { where })
  }</span></td>
    <td>${typeOf(words, p.schema)}</td><td>${proseOf(words, p.description)}</td></tr>`;
}

/** What a create takes: the JSON `push` object's fields, and the other body types it reads. */
function requestBody(words: Translator, op: Operation): Markup | '' {
  const content = op.requestBody?.content ?? {};
  const pushFields = content['application/json']?.schema.properties?.push;
  if (pushFields === undefined) return '';
  const others = Object.entries(content).filter(([type]) => type !== 'application/json');
  const example = markup(html`<code>{"push": {...}}</code>`);
  const otherTypes = markup(
    html`${others.map(([type], i) => html`${i > 0 ? ', ' : ''}<code>${type}</code>`)}`,
  );
  return html`<h3>${words.t('apiPage.body')}</h3>
    <p>${words.html('apiPage.bodyAs', { example, others: otherTypes })} ${proseOf(words, pushFields.description)}</p>
    ${fieldTable(words, pushFields)}
    ${others.map(([type, { schema }]) =>
      schema.description === undefined
        ? ''
        : html`<p><code>${type}</code>: ${proseOf(words, schema.description)}</p>`,
    )}`;
}

/** One operation: what it does, what it takes, what it answers. */
export function operationSection(words: Translator, method: string, path: string, op: Operation): Markup {
  const parameters = op.parameters ?? [];
  const summary = words.t('apiPage.operationLead', { summary: described(words, op.summary) });
  return html`<section class="operation" id="${op.operationId}">
    <h2><span class="method">${method.toUpperCase()}</span> <code>${path}</code></h2>
    <p><strong>${summary}</strong> ${proseOf(words, op.description)} <span class="muted">${access(words, op)}</span></p>
    ${
      parameters.length > 0
        ? html`<h3>${words.t('apiPage.parameters')}</h3><table><tbody>${parameters.map((p) => parameterRow(words, p))}</tbody></table>`
        : ''
    }
    ${requestBody(words, op)}
    <h3>${words.t('apiPage.answers')}</h3>
    <ul class="answers">${Object.entries(op.responses).map(([status, r]) => {
      const schema = r.content?.['application/json']?.schema;
      return html`<li><strong>${status}</strong> ${proseOf(words, r.description)}${
        schema === undefined ? '' : html` <span class="muted">→</span> ${typeOf(words, schema)}`
      }</li>`;
    })}</ul>
  </section>`;
}
