import { BENCH_KEY_HEX } from './seed.ts';

/**
 * The environment of a measured server. DATABASE_URL and WEB_CONCURRENCY are always given here
 * (undefined removes them: the embedded store, one process), so a value in the caller's shell
 * never leaks into a run.
 */
export function serverEnv(
  dataDir: string,
  database?: { url: string; workers: number },
): Record<string, string | undefined> {
  return {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    PWPUSH_MASTER_KEY: BENCH_KEY_HEX,
    // The load comes from one address; the throttles would measure only their own 429s.
    PWP__THROTTLING__MINUTE: '0',
    PWP__THROTTLING__SECOND: '0',
    DATABASE_URL: database?.url,
    WEB_CONCURRENCY: database ? String(database.workers) : undefined,
  };
}
