// npm run bench [-- --store postgres]: the embedded store alone (the default), or beside PostgreSQL.
import { BenchOptionsError, parseBenchOptions } from './options.ts';
import { runEmbeddedBench } from './run-embedded.ts';

try {
  const options = parseBenchOptions(process.argv.slice(2), process.env);
  if (options.store === 'postgres')
    throw new BenchOptionsError('--store postgres needs the PostgreSQL store.');
  process.exitCode = (await runEmbeddedBench(options)) ? 0 : 1;
} catch (error) {
  if (!(error instanceof BenchOptionsError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
