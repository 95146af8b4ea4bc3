import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] ?? '',
  );

describe('dependency direction', () => {
  it('keeps shared/ free of the server, the extension and platform APIs', () => {
    for (const file of sources('shared')) {
      for (const spec of imports(file)) {
        // Itself only: a sibling, or a file of its own sealed/ room.
        expect([file, spec]).toEqual([file, expect.stringMatching(/^\.\/(sealed\/)?[a-z0-9-]+\.ts$/)]);
      }
    }
  });

  it('keeps the extension away from server code', () => {
    for (const file of sources('extension')) {
      for (const spec of imports(file))
        expect([file, spec]).not.toEqual([file, expect.stringContaining('server/')]);
    }
  });

  it('lets only the composition root pick a storage adapter: everything else uses the port', () => {
    const outsideStore = sources('server').filter((f) => !f.startsWith(join('server', 'store')));
    expect(outsideStore.length).toBeGreaterThan(40);
    for (const file of outsideStore) {
      if (file === join('server', 'open-data-store.ts')) continue;
      // `secret-push migrate` moves data from one adapter into the other, so it opens both.
      if (file === join('server', 'cli', 'migrate.ts')) continue;
      for (const spec of imports(file)) {
        // The counters' own PostgreSQL adapter answers a lost database as the store's adapter does.
        if (
          file === join('server', 'limits', 'postgres-counters.ts') &&
          spec.endsWith('postgres/connection-errors.ts')
        )
          continue;
        expect([file, spec]).not.toEqual([
          file,
          expect.stringMatching(
            /lowdb|store\/(?!(?:port|records|store-unavailable|store-conflict|store-control)\.ts|(?:push|user|invitation|sign-in|one-time|device-token|delivery|notification|request)-store\.ts)/,
          ),
        ]);
      }
    }
  });
});
