import { type KeyRotation, rotateKey } from '../admin/key-rotation.ts';
import { adminSocketPath } from '../admin/protocol.ts';
import { askRunningServer } from '../admin/socket-client.ts';
import { ConfigError, readConfig, type ServerConfig } from '../config.ts';
import { KeyError, loadInstanceKey } from '../crypto/instance-key.ts';
import { keyId } from '../crypto/key-ring.ts';
import { describeError } from '../log/log.ts';
import { saidForPeople } from '../log/said-for-people.ts';
import { openDataStore } from '../open-data-store.ts';
import { openFileStorage } from '../open-file-storage.ts';

const USAGE = `Usage: secret-push rotate-key
       (from a checkout: npm run rotate-key)
  Re-seals everything the store and the files (FILES_DIR or the bucket) hold under
  PWPUSH_MASTER_KEY, opening what older keys sealed with PWPUSH_MASTER_KEY_PREVIOUS. Run it with the settings the servers run with,
  while they serve: on PostgreSQL it works on the database beside them; with the embedded store
  (DATA_DIR) it asks the running server to do it, or opens the store itself when none runs.
  Stopped midway, run it again: it passes over what it already did. Once it says so,
  PWPUSH_MASTER_KEY_PREVIOUS may be dropped.`;

/** The embedded store's running server does the walk itself; undefined when no server runs. */
async function viaRunningServer(config: ServerConfig): Promise<KeyRotation | undefined> {
  const key = await loadInstanceKey(config.masterKeyHex, config.dataDir);
  const answer = await askRunningServer(adminSocketPath(config.dataDir), {
    command: 'rotate-key',
    keyId: keyId(key),
  });
  if (answer === undefined) return undefined;
  if (!answer.ok) throw new KeyError(answer.error);
  return answer.result as KeyRotation;
}

async function rotate(config: ServerConfig): Promise<KeyRotation> {
  if (config.databaseUrl === null) {
    const done = await viaRunningServer(config);
    if (done !== undefined) return done;
  }
  const data = await openDataStore(config);
  try {
    return await rotateKey({
      store: data.store,
      ring: data.cipher,
      files: await openFileStorage(config),
      ...(data.compact === undefined ? {} : { compact: data.compact }),
      log: (line) => console.log(line),
    });
  } finally {
    await data.store.close();
  }
}

async function main(args: string[]): Promise<number> {
  if (args.length > 0) {
    const asked = ['help', '--help', '-h'].includes(args[0] ?? '');
    (asked ? console.log : console.error)(USAGE);
    return asked ? 0 : 2;
  }
  try {
    const config = readConfig(process.env);
    if (config.masterKeyHex === undefined || config.masterKeyHex === '') {
      throw new ConfigError('PWPUSH_MASTER_KEY must name the new key: rotation seals everything under it.');
    }
    const files =
      config.objectStorage === null ? config.filesDir : `the bucket ${config.objectStorage.bucket}`;
    console.log(`Re-sealing the store and ${files} under PWPUSH_MASTER_KEY.`);
    const done = await rotate(config);
    console.log(
      `Records: ${done.seen} looked at, ${done.resealed} re-sealed (files' keys among them); ${done.filesAdopted} files' keys moved from file storage into the store.`,
    );
    if (!done.complete) {
      console.error(
        `${done.unreadable} values no key of the ring opens were left as they are: keep PWPUSH_MASTER_KEY_PREVIOUS.`,
      );
      return 1;
    }
    console.log('Everything is sealed under PWPUSH_MASTER_KEY: PWPUSH_MASTER_KEY_PREVIOUS may be dropped.');
    return 0;
  } catch (error) {
    console.error(`Key rotation failed: ${saidForPeople(error) ? error.message : describeError(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
