import { randomBytes } from 'node:crypto';
import { beforeAll, describe, inject } from 'vitest';
import { createDatabase } from './postgres-server.ts';

/** The shared test server's admin URL, or null when this machine has no PostgreSQL (the suites then skip). */
export function postgresAdminUrl(): string | null {
  return inject('postgresUrl');
}

/** A describe block that runs only when the test run has a PostgreSQL server. */
export function describePg(name: string, fn: () => void): void {
  if (postgresAdminUrl() === null) describe.skip(`${name} (no PostgreSQL here)`, fn);
  else describe(name, fn);
}

/** Creates a fresh, empty database with a name of its own on the shared test server and returns its URL. */
export async function createTestDatabase(label = 'test'): Promise<string> {
  const adminUrl = postgresAdminUrl();
  if (adminUrl === null) throw new Error('no PostgreSQL server in this test run: use describePg');
  const plain = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 40);
  return createDatabase(adminUrl, `t_${plain}_${randomBytes(6).toString('hex')}`);
}

/** Gives the calling test file (or describe block) its own fresh database, made before its tests run. */
export function useTestDatabase(label?: string): { url: () => string } {
  let url: string | undefined;
  beforeAll(async () => {
    url = await createTestDatabase(label);
  });
  return {
    url: () => {
      if (url === undefined) throw new Error('the test database is made in beforeAll: read it inside a test');
      return url;
    },
  };
}
