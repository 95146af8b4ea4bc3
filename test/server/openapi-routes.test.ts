import { describe, expect, it } from 'vitest';
import { apiDescription } from '../../server/openapi/document.ts';
import { harness } from './harness.ts';

/** `/a/:urlToken` and `/a/{url_token}` alike become `/a/{}`; a described `.json` suffix is the app's optional one. */
const shape = (path: string) => path.replace(/\.json$/, '').replace(/:[A-Za-z_]+|\{[^}]+\}/g, '{}');

describe("the OpenAPI description against the app's routes", () => {
  it('describes every route the app serves under /api/v2, and no route it does not serve', async () => {
    const h = await harness(() => {}, { files: true, metrics: { token: null } });
    const served = h.app.routes
      .filter((r) => r.path.startsWith('/api/v2') && r.method !== 'ALL')
      .map((r) => `${r.method} ${shape(r.path)}`);
    const described = Object.entries(apiDescription.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${shape(path)}`),
    );
    expect(served.length).toBeGreaterThanOrEqual(9);
    expect([...new Set(served)].sort()).toEqual([...new Set(described)].sort());
  });

  it('names each path parameter in its path, and resolves every schema it refers to', () => {
    const text = JSON.stringify(apiDescription);
    for (const [, name] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
      expect(Object.keys(apiDescription.components.schemas)).toContain(name);
    }
    for (const [path, methods] of Object.entries(apiDescription.paths)) {
      for (const op of Object.values(methods)) {
        const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect([path, declared]).toEqual([path, inPath]);
      }
    }
  });
});
