// npm run bench [-- --store postgres]: the embedded store alone (the default), or beside PostgreSQL;
// then a file pushed through the server on each file backend, then the activity log's search.
// BENCH_ONLY=files or BENCH_ONLY=activity runs that part alone.
import { BenchOptionsError, parseBenchOptions } from './options.ts';

try {
  const options = parseBenchOptions(process.argv.slice(2), process.env);
  const storesPassed =
    options.only !== undefined
      ? true
      : options.store === 'postgres'
        ? await (await import('./postgres/run-postgres.ts')).runPostgresBench(options)
        : await (await import('./run-embedded.ts')).runEmbeddedBench(options);
  const filesPassed =
    options.only === 'activity' ? true : await (await import('./files/run-files.ts')).runFilesBench(options);
  const activityPassed =
    options.only === 'files' ? true : await (await import('./activity/run-activity.ts')).runActivityBench();
  process.exitCode = storesPassed && filesPassed && activityPassed ? 0 : 1;
} catch (error) {
  if (!(error instanceof BenchOptionsError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
