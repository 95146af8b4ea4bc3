// npm run bench [-- --store postgres]: the embedded store alone (the default), or beside PostgreSQL.
import { BenchOptionsError, parseBenchOptions } from './options.ts';

try {
  const options = parseBenchOptions(process.argv.slice(2), process.env);
  const passed =
    options.store === 'postgres'
      ? await (await import('./postgres/run-postgres.ts')).runPostgresBench(options)
      : await (await import('./run-embedded.ts')).runEmbeddedBench(options);
  process.exitCode = passed ? 0 : 1;
} catch (error) {
  if (!(error instanceof BenchOptionsError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
