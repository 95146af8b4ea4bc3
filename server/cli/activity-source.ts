import { randomBytes } from 'node:crypto';
import { activityCutoffs } from '../activity/activity-settings.ts';
import { adminSocketPath } from '../admin/protocol.ts';
import { askRunningServer } from '../admin/socket-client.ts';
import type { ServerConfig } from '../config.ts';
import { loadKeyRing } from '../crypto/load-key-ring.ts';
import {
  type ActivityVerdict,
  type VerifyOptions,
  verifyActivity,
} from '../store/activity/verify-activity.ts';
import type { ActivityCheckpoint } from '../store/activity-store.ts';
import { assertHoldsStore, readDataDirForExport } from '../store/durable/read-data-dir.ts';
import { openPostgresStore } from '../store/postgres/open-postgres-store.ts';

export class VerifyRefusedError extends Error {
  override readonly name = 'VerifyRefusedError';
}

/** Reads the database in batches; it writes nothing but the schema's pending migrations. */
async function verifyDatabase(url: string, options: VerifyOptions) {
  // The log holds nothing sealed: no instance key is needed, so none is read or made.
  const store = await openPostgresStore({ url, instanceKey: randomBytes(32), poolSize: 2 });
  try {
    return await verifyActivity(store, options);
  } finally {
    await store.close();
  }
}

/**
 * The embedded store is one process's: a running server checks the chain it holds; otherwise the
 * data directory is read as it lies on disk, under its lock, writing nothing.
 */
async function verifyDataDir(config: ServerConfig, expect: ActivityCheckpoint[], options: VerifyOptions) {
  // Before the key is loaded: loading makes a new key in a directory that holds no store.
  await assertHoldsStore(config.dataDir);
  const answer = await askRunningServer(adminSocketPath(config.dataDir), {
    command: 'verify-activity',
    expect,
  });
  if (answer !== undefined) {
    if (!answer.ok) throw new VerifyRefusedError(answer.error);
    return answer.result as ActivityVerdict;
  }
  const cipher = await loadKeyRing(config.masterKeyHex, config.previousKeysHex, config.dataDir);
  const held = await readDataDirForExport(config.dataDir, { cipher, digestRoot: () => cipher.current });
  try {
    const { activity } = held.state;
    return await verifyActivity(
      {
        readActivity: async (afterSeq, limit) => activity.after(afterSeq, limit),
        activityCheckpoint: async () => activity.checkpoint,
        activityHead: async () => activity.head(),
      },
      options,
    );
  } finally {
    await held.release();
  }
}

/** Verifies the activity log of the store the settings name: DATABASE_URL's, or DATA_DIR's. */
export function verifyConfiguredActivity(
  config: ServerConfig,
  expect: ActivityCheckpoint[],
): Promise<ActivityVerdict> {
  // Links retention left are judged by the retention these settings give.
  const options = { expect, cutoffs: activityCutoffs(config.activity, Date.now()) };
  return config.databaseUrl === null
    ? verifyDataDir(config, expect, options)
    : verifyDatabase(config.databaseUrl, options);
}
