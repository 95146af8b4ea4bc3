import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { Translator } from '../../i18n/translator.ts';
import { apiDescription } from '../../openapi/document.ts';
import type { JsonSchema } from '../../openapi/json-schema.ts';
import type { Operation } from '../../openapi/operations.ts';
import { type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { operationSection } from './api-operation-view.ts';
import { fieldTable, proseOf } from './api-views.ts';
import { described, markup } from './api-words.ts';

const { info, tags, paths, components } = apiDescription;
const operations = Object.entries(paths as Record<string, Record<string, Operation>>).flatMap(
  ([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })),
);

function contents(words: Translator): Markup {
  return html`<nav aria-label="${words.t('apiPage.operations')}" class="contents">${tags.map(
    (tag) =>
      html`<h2>${described(words, tag.name)}</h2><p class="muted">${described(words, tag.description)}</p><ul>${operations
        .filter(({ op }) => op.tags.includes(tag.name))
        .map(
          ({ path, method, op }) => html`<li><a href="#${op.operationId}">${described(words, op.summary)}</a>
        <code>${method.toUpperCase()} ${path}</code></li>`,
        )}</ul>`,
  )}</nav>`;
}

function authentication(words: Translator): Markup {
  const { t } = words;
  const schemes = Object.values(components.securitySchemes);
  const tokenPage = markup(html`<a href="/users/token">${t('common.apiToken')}</a>`);
  const adminPage = markup(html`<a href="/admin">${t('common.admin')}</a>`);
  return html`<h2 id="authentication">${t('apiPage.authentication')}</h2>
    <ul>${schemes.map((s) => html`<li><code>${'name' in s ? s.name : 'Authorization'}</code>: ${proseOf(words, s.description)}</li>`)}</ul>
    <p>${words.html('apiPage.tokenHelp', { tokenPage, adminPage })}</p>`;
}

function schemaSections(words: Translator): Markup {
  return html`${Object.entries(components.schemas as Record<string, JsonSchema>).map(
    ([name, schema]) => html`<section class="schema" id="schema-${name}"><h2><code>${name}</code></h2>
      <p>${proseOf(words, schema.description)}</p>${fieldTable(words, schema)}</section>`,
  )}`;
}

/** `/api`: the API description as a page to read, made from the same description the API serves. */
export function apiPageRoutes() {
  return new Hono<PageEnv>().get('/', (c: Context<PageEnv>) => {
    const words = pageLanguage(c);
    const link = markup(html`<a href="/api/v2/openapi.json">/api/v2/openapi.json</a>`);
    return c.html(
      page(
        c,
        words.t('common.api'),
        html`<h1>${info.title}</h1>
        <p>${described(words, info.summary)} ${proseOf(words, info.description)}</p>
        <p>${words.html('apiPage.openApiLink', { version: apiDescription.openapi, link })}</p>
        ${contents(words)}${authentication(words)}
        ${operations.map(({ path, method, op }) => operationSection(words, method, path, op))}
        <h2 id="schemas">${words.t('apiPage.objects')}</h2>${schemaSections(words)}`,
      ),
    );
  });
}
