import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../server/openapi/json-schema.ts';
import type { Operation } from '../../server/openapi/operations.ts';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';

describe('the API page', () => {
  it('is linked from the home page', async () => {
    const h = await harness();
    expect((await webClient(h.app).get('/')).html).toContain('<a href="/api">API</a>');
  });

  it('tells where tokens come from without naming a shell command', async () => {
    const h = await harness();
    const { html } = await webClient(h.app).get('/api');
    expect(html).toContain('<a href="/users/token">API token</a>');
    expect(html).not.toMatch(/npm run|secret-push user/);
  });

  it('shows every operation, parameter, answer and object of the description the API serves', async () => {
    const h = await harness();
    const res = await webClient(h.app).get('/api');
    expect(res.status).toBe(200);
    const served = (await (await h.app.request('http://push.test/api/v2/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, JsonSchema> };
    };
    for (const [path, methods] of Object.entries(served.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(res.html).toContain(`<section class="operation" id="${op.operationId}">`);
        expect(res.html).toContain(
          `<span class="method">${method.toUpperCase()}</span> <code>${path}</code>`,
        );
        for (const status of Object.keys(op.responses))
          expect(res.html).toContain(`<li><strong>${status}</strong>`);
        for (const p of op.parameters ?? []) expect(res.html).toContain(`<code>${p.name}</code>`);
      }
    }
    for (const [name, schema] of Object.entries(served.components.schemas)) {
      expect(res.html).toContain(`id="schema-${name}"`);
      for (const field of Object.keys(schema.properties ?? {})) {
        expect(res.html).toContain(`<code>${field}</code>`);
      }
    }
    expect(res.html).toContain('<code>expire_after_duration</code>');
    expect(res.html).toContain('X-User-Email');
    expect(res.html).toContain('<a href="/api/v2/openapi.json">');
  });

  it('links only to itself and this server, and loads nothing from elsewhere', async () => {
    const h = await harness();
    const res = await webClient(h.app).get('/api');
    expect(res.html).not.toMatch(/(src|href|action)="(https?:)?\/\//);
    const anchors = [...res.html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(anchors.length).toBeGreaterThan(20);
    for (const id of new Set(anchors)) expect([id, res.html.includes(`id="${id}"`)]).toEqual([id, true]);
  });
});
