/** What `npm run bench` measures, from its arguments and environment. */
export interface BenchOptions {
  /** `embedded`: the embedded store and the reference servers (the default); `postgres`: that beside PostgreSQL. */
  store: 'embedded' | 'postgres';
  /** Numbers of stored pushes to measure at; the targets are judged at the first and the last. */
  sizes: number[];
  /** Each scenario runs this many times and the fastest round is kept. */
  rounds: number;
  /** WEB_CONCURRENCY values the PostgreSQL servers run with. */
  workers: number[];
  /** BENCH_ONLY=files or activity: that part alone; absent: everything. */
  only?: 'files' | 'activity';
  /** Bytes of the file pushed through the server (BENCH_FILE_MB, 256 by default). */
  fileBytes?: number;
}

export class BenchOptionsError extends Error {
  override name = 'BenchOptionsError';
}

const EMBEDDED_SIZES = [0, 10_000, 100_000];
// The PostgreSQL run starts three servers per size, so it skips the middle size to stay near ten minutes.
const POSTGRES_SIZES = [0, 100_000];

function wholeNumbers(name: string, text: string, min: number): number[] {
  const values = text.split(',').map((part) => Number(part.trim()));
  if (values.length === 0 || values.some((n) => !Number.isInteger(n) || n < min)) {
    throw new BenchOptionsError(`${name} must be whole numbers of at least ${min}, separated by commas.`);
  }
  return values;
}

/** BENCH_ONLY and BENCH_FILE_MB, present in the options only when set. */
function fileOptions(env: Record<string, string | undefined>): Pick<BenchOptions, 'only' | 'fileBytes'> {
  const only = env.BENCH_ONLY?.trim();
  if (only !== undefined && only !== '' && only !== 'files' && only !== 'activity') {
    throw new BenchOptionsError(
      'BENCH_ONLY takes "files". BENCH_ONLY=activity runs the activity log\'s search alone.',
    );
  }
  const mbText = env.BENCH_FILE_MB?.trim();
  return {
    ...(only === 'files' || only === 'activity' ? { only } : {}),
    ...(mbText ? { fileBytes: (wholeNumbers('BENCH_FILE_MB', mbText, 1)[0] ?? 1) * 2 ** 20 } : {}),
  };
}

/**
 * Reads `--store embedded|postgres` (or `--store=...`) and BENCH_SIZES, BENCH_ROUNDS, BENCH_WORKERS,
 * BENCH_ONLY, BENCH_FILE_MB.
 */
export function parseBenchOptions(argv: string[], env: Record<string, string | undefined>): BenchOptions {
  let store: BenchOptions['store'] = 'embedded';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    let value: string | undefined;
    if (arg === '--store') value = argv[++i];
    else if (arg.startsWith('--store=')) value = arg.slice('--store='.length);
    else throw new BenchOptionsError(`Unknown argument "${arg}". Usage: npm run bench [-- --store postgres]`);
    if (value !== 'embedded' && value !== 'postgres') {
      throw new BenchOptionsError('--store takes "embedded" or "postgres".');
    }
    store = value;
  }
  const sizesText = env.BENCH_SIZES?.trim();
  const roundsText = env.BENCH_ROUNDS?.trim();
  const workersText = env.BENCH_WORKERS?.trim();
  const [rounds = 2] = roundsText ? wholeNumbers('BENCH_ROUNDS', roundsText, 1) : [];
  return {
    store,
    sizes: sizesText
      ? wholeNumbers('BENCH_SIZES', sizesText, 0)
      : store === 'postgres'
        ? POSTGRES_SIZES
        : EMBEDDED_SIZES,
    rounds,
    workers: workersText ? wholeNumbers('BENCH_WORKERS', workersText, 1) : [1, 2],
    ...fileOptions(env),
  };
}
