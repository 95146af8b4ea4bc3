import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import { apiDescription } from '../openapi/document.ts';
import type { JsonSchema } from '../openapi/json-schema.ts';
import type { Operation } from '../openapi/operations.ts';
import { fieldTable, operationSection, prose } from './api-views.ts';
import { type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';

const { info, tags, paths, components } = apiDescription;
const operations = Object.entries(paths as Record<string, Record<string, Operation>>).flatMap(
  ([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })),
);

function contents(): Markup {
  return html`<nav aria-label="Operations" class="contents">${tags.map(
    (tag) =>
      html`<h2>${tag.name}</h2><p class="muted">${tag.description}</p><ul>${operations
        .filter(({ op }) => op.tags.includes(tag.name))
        .map(
          ({ path, method, op }) => html`<li><a href="#${op.operationId}">${op.summary}</a>
        <code>${method.toUpperCase()} ${path}</code></li>`,
        )}</ul>`,
  )}</nav>`;
}

function authentication(): Markup {
  const schemes = Object.values(components.securitySchemes);
  return html`<h2 id="authentication">Authentication</h2>
    <ul>${schemes.map((s) => html`<li><code>${'name' in s ? s.name : 'Authorization'}</code>: ${prose(s.description)}</li>`)}</ul>
    <p>Make a token on the <a href="/users/token">API token</a> page once signed in; an administrator invites people from the <a href="/admin">Admin</a> page.</p>`;
}

function schemaSections(): Markup {
  return html`${Object.entries(components.schemas as Record<string, JsonSchema>).map(
    ([name, schema]) => html`<section class="schema" id="schema-${name}"><h2>${name}</h2>
      <p>${prose(schema.description ?? '')}</p>${fieldTable(schema)}</section>`,
  )}`;
}

/** `/api`: the API description as a page to read, made from the same description the API serves. */
export function apiPageRoutes() {
  return new Hono<PageEnv>().get('/', (c: Context<PageEnv>) =>
    c.html(
      page(
        c,
        'API',
        html`<h1>${info.title}</h1>
        <p>${info.summary} ${prose(info.description)}</p>
        <p>As OpenAPI ${apiDescription.openapi}: <a href="/api/v2/openapi.json">/api/v2/openapi.json</a>.</p>
        ${contents()}${authentication()}
        ${operations.map(({ path, method, op }) => operationSection(c, method, path, op))}
        <h2 id="schemas">Objects</h2>${schemaSections()}`,
      ),
    ),
  );
}
