import { ConfigError, readConfig, type ServerConfig } from '../config.ts';
import { loadInstanceKey, readPreviousKeys } from '../crypto/instance-key.ts';
import { databaseUrlProblem, describeDatabaseUrl } from '../database/database-url.ts';
import { describeError } from '../log/log.ts';
import { saidForPeople } from '../log/said-for-people.ts';
import { withSecretFiles } from '../secret-files.ts';
import { assertHoldsStore } from '../store/durable/read-data-dir.ts';
import { summary } from '../store/postgres/import/counts.ts';
import { migrateDataDir } from '../store/postgres/import/migrate-data-dir.ts';
import { migrateFiles } from './migrate-files.ts';

const USAGE = `Usage: secret-push migrate --to postgres://user:password@host:5432/database [--files-dir DIR]
       (from a checkout: npm run migrate -- --to ...)
  Moves the embedded store in DATA_DIR into an empty PostgreSQL database, with the instance key
  (PWPUSH_MASTER_KEY or DATA_DIR/instance.key), and checks the counts before it says done.
  Stop the server first. Without --to, the database is DATABASE_URL's (or DATABASE_URL_FILE's:
  every secret setting may be read from the file <NAME>_FILE names). --files-dir: where the
  servers over the database will keep file pushes' files (their FILES_DIR); the files are copied
  there from FILES_DIR (default DATA_DIR/files) when it differs.
       secret-push migrate files --to bucket | --from bucket
  Copies the files of file pushes into the bucket PWP__FILES__* names, or back into a directory
  (run "secret-push migrate files help" for details).`;

interface MigrateArgs {
  url: string | undefined;
  filesDir: string | undefined;
}

function parseArgs(args: string[]): MigrateArgs | undefined {
  let url: string | undefined;
  let filesDir: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = (args[i] ?? '').split(/=(.*)/s, 2);
    const value = inline ?? args[++i];
    if (value === undefined || value === '') return undefined;
    if (flag === '--to') url = value;
    else if (flag === '--files-dir') filesDir = value;
    else return undefined;
  }
  return { url, filesDir };
}

/** The migration's own errors written for people, beside those every command prints as they are. */
const MIGRATION_SAID = ['NoStoreError', 'TargetNotEmptyError', 'MigrationCountError'];

async function run(config: ServerConfig, args: MigrateArgs, url: string): Promise<void> {
  const problem = databaseUrlProblem(url, 'The target');
  if (problem !== null) throw new ConfigError(problem);
  const target = describeDatabaseUrl(url);
  // Before the key is loaded: loading makes a new key in a directory that holds no store.
  await assertHoldsStore(config.dataDir);
  const instanceKey = await loadInstanceKey(config.masterKeyHex, config.dataDir);
  const previousKeys = readPreviousKeys(config.previousKeysHex);
  const filesFrom = config.filesDir;
  const started = Date.now();
  console.log(`Migrating ${config.dataDir} into ${target}.`);
  const counts = await migrateDataDir({
    dataDir: config.dataDir,
    instanceKey,
    previousKeys,
    url,
    filesFrom,
    filesTo: args.filesDir ?? filesFrom,
    log: (line) => console.log(line),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Done in ${seconds} s; the counts match: ${summary(counts)}.`);
  console.log(
    `Start the server with DATABASE_URL set to this database${args.filesDir === undefined ? '' : ` and FILES_DIR=${args.filesDir}`}, ` +
      'and the same instance key.',
  );
}

async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'files') return migrateFiles(argv.slice(1));
  const args = parseArgs(argv);
  if (args === undefined) {
    console.error(USAGE);
    return 2;
  }
  try {
    const config = readConfig(withSecretFiles(process.env));
    const url = args.url ?? config.databaseUrl;
    if (url === null) {
      console.error(USAGE);
      return 2;
    }
    await run(config, args, url);
    return 0;
  } catch (error) {
    // A system error (ENOENT, EACCES) names the path it could not use, which the operator gave.
    const forPeople =
      saidForPeople(error, MIGRATION_SAID) ||
      (error instanceof Error && typeof (error as { code?: unknown }).code === 'string');
    console.error(`Migration failed: ${forPeople ? (error as Error).message : describeError(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
