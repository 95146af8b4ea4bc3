import pg from 'pg';
import { keyRing } from '../../../crypto/key-ring.ts';
import { atRestCodec } from '../../durable/at-rest.ts';
import { readDataDirForExport } from '../../durable/read-data-dir.ts';
import { checkKeyRing } from '../../key-check.ts';
import { migrateSchema } from '../schema-migrations.ts';
import { activityDifferences } from './activity-count.ts';
import { countDifferences, databaseCounts, type MigrationCounts, sourceCounts, summary } from './counts.ts';
import { copyFileBlobs, countPresentFiles, sameDirectory } from './file-blobs.ts';
import { importState } from './import-state.ts';
import {
  clearMigrationMark,
  markMigrationStarted,
  refuseUnlessEmpty,
  writeKeyCheck,
} from './target-database.ts';

export interface MigrateOptions {
  dataDir: string;
  instanceKey: Buffer;
  /** The keys the instance key replaced (PWPUSH_MASTER_KEY_PREVIOUS): what they sealed still opens. */
  previousKeys?: Buffer[];
  /** The target database's URL; never printed with its password. */
  url: string;
  /** Where the data directory's file pushes keep their files. */
  filesFrom: string;
  /** Where the servers over the database will find them; copied there when it differs. */
  filesTo: string;
  /** Progress and summary lines, free of secrets. */
  log: (line: string) => void;
  /** Pushes written per transaction, with a progress line after each; 5,000 unless a test asks. */
  pushesPerTransaction?: number;
  /** Runs after everything is written and before the counts are checked (tests inject faults here). */
  beforeCheck?: (pool: pg.Pool) => Promise<void>;
}

/** The counts did not match: the database keeps its migration mark, so no server starts on it. */
export class MigrationCountError extends Error {
  override readonly name = 'MigrationCountError';
}

/**
 * Moves an embedded store into an empty PostgreSQL database: marks the database first, writes
 * every record, copies the files, and clears the mark only once the counts on both sides agree.
 */
export async function migrateDataDir(options: MigrateOptions): Promise<MigrationCounts> {
  const { log } = options;
  const cipher = keyRing(options.instanceKey, options.previousKeys);
  // Until the key check is open, the current key stands in as the digest root (see key-check.ts).
  let digestRoot = cipher.current;
  const keys = { cipher, digestRoot: () => digestRoot };
  const held = await readDataDirForExport(options.dataDir, keys);
  const pool = new pg.Pool({ connectionString: options.url, max: 2 });
  // An idle client's connection error must not end the process with a stack trace.
  pool.on('error', () => {});
  try {
    const { state } = held;
    let keyCheck = state.keyCheck;
    // Refuses a data directory this key does not open; a store that never had a key check gets one.
    const keyChecked = {
      keyCheck: async () => keyCheck,
      setKeyCheck: async (sealed: string) => {
        keyCheck = sealed;
      },
    };
    digestRoot = await checkKeyRing(keyChecked, cipher);
    const fileIds = [...state.heldFileIds()];
    const source = sourceCounts(state, fileIds);
    log(`Read ${summary(source)} from ${options.dataDir}.`);
    if (state.activity.size > 0) log(`Read ${state.activity.size} activity entries.`);

    await migrateSchema(pool);
    await refuseUnlessEmpty(pool, cipher);
    await markMigrationStarted(pool);
    log('Marked the database "migration in progress": no server starts on it until this finishes.');
    await importState(pool, state, atRestCodec(keys), log, options.pushesPerTransaction);
    if (keyCheck !== null) await writeKeyCheck(pool, keyCheck);
    if (fileIds.length > 0 && !(await sameDirectory(options.filesFrom, options.filesTo))) {
      log(`Copying ${fileIds.length} files from ${options.filesFrom} to ${options.filesTo}.`);
      await copyFileBlobs(fileIds, options.filesFrom, options.filesTo, (n) =>
        log(`  files: ${n} of ${fileIds.length}`),
      );
    }
    await options.beforeCheck?.(pool);

    const target = await databaseCounts(pool, await countPresentFiles(fileIds, options.filesTo));
    const differences = [...countDifferences(source, target), ...(await activityDifferences(pool, state))];
    if (differences.length > 0) {
      throw new MigrationCountError(
        `The counts do not match, so the migration is not done:\n  ${differences.join('\n  ')}\n` +
          'The database keeps its "migration in progress" mark and no server will start on it. ' +
          'Find out why (see the lines above), then drop the database and migrate again.',
      );
    }
    await clearMigrationMark(pool);
    return target;
  } finally {
    await pool.end().catch(() => {});
    await held.release();
  }
}
