import type { TestProject } from 'vitest/node';
import { findPostgresBinDir } from './postgres-binaries.ts';
import { startPostgresServer } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared test server's admin URL, or null when PostgreSQL is not installed here. */
    postgresUrl: string | null;
  }
}

type Provider = Pick<TestProject, 'provide'>;
export const NOT_FOUND_LINE =
  "PostgreSQL not found: the PostgreSQL suites are skipped (install Debian's postgresql to run them).";

/** Starts one PostgreSQL server for the whole run, or provides null without PostgreSQL (a failure under CI). */
export async function setupPostgres(
  project: Provider,
  environment: { binDir: string | null; ci: boolean; warn: (line: string) => void },
): Promise<() => Promise<void>> {
  if (environment.binDir === null) {
    if (environment.ci) {
      throw new Error('PostgreSQL not found (/usr/lib/postgresql/*/bin/pg_ctl): CI never skips its suites');
    }
    environment.warn(NOT_FOUND_LINE);
    project.provide('postgresUrl', null);
    return async () => {};
  }
  const server = await startPostgresServer(environment.binDir);
  project.provide('postgresUrl', server.url);
  return () => server.destroy();
}

export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return setupPostgres(project, {
    binDir: findPostgresBinDir(),
    ci: Boolean(process.env.CI),
    warn: (line) => console.warn(line),
  });
}
