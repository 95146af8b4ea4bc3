// npm run bench [-- --store postgres]: the embedded store alone (the default), or beside PostgreSQL;
// then a file pushed through the server on each file backend. BENCH_ONLY=files runs that alone.
import { BenchOptionsError, parseBenchOptions } from './options.ts';

try {
  const options = parseBenchOptions(process.argv.slice(2), process.env);
  const storesPassed =
    options.only === 'files'
      ? true
      : options.store === 'postgres'
        ? await (await import('./postgres/run-postgres.ts')).runPostgresBench(options)
        : await (await import('./run-embedded.ts')).runEmbeddedBench(options);
  const filesPassed = await (await import('./files/run-files.ts')).runFilesBench(options);
  process.exitCode = storesPassed && filesPassed ? 0 : 1;
} catch (error) {
  if (!(error instanceof BenchOptionsError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
