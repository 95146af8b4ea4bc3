import { afterEach } from 'vitest';
import { openPostgresStore } from '../../server/store/postgres/open-postgres-store.ts';
import type { InstanceSettings } from '../../shared/settings.ts';
import { createTestDatabase, postgresAdminUrl } from '../support/pg-test.ts';
import { type Harness, type HarnessOptions, harness } from './harness.ts';
import { TEST_KEY } from './store/fixtures.ts';

/** Opens an app over one adapter, closed after the test that opened it. */
export type OpenHarness = (
  configure?: (s: InstanceSettings) => void,
  options?: Omit<HarnessOptions, 'store' | 'durable'>,
) => Promise<Harness>;

/**
 * The adapters a page's route tests run on: the embedded store on disk, and PostgreSQL (a fresh
 * database per app) when the run has a server. Call it at a test file's top level.
 */
export function adapterHarnesses(label: string): [string, OpenHarness][] {
  const opened: Harness[] = [];
  afterEach(async () => {
    for (const h of opened.splice(0)) await h.close();
  });
  const keep = (h: Harness) => {
    opened.push(h);
    return h;
  };
  const embedded: OpenHarness = async (configure, options = {}) =>
    keep(await harness(configure, { ...options, durable: true }));
  const postgres: OpenHarness = async (configure, options = {}) => {
    const store = await openPostgresStore({ url: await createTestDatabase(label), instanceKey: TEST_KEY });
    return keep(await harness(configure, { ...options, store }));
  };
  return [
    ['embedded (lowdb)', embedded],
    ...(postgresAdminUrl() === null ? [] : [['PostgreSQL', postgres]]),
  ] as [string, OpenHarness][];
}
