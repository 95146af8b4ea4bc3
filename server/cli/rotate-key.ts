import { ConfigError, readConfig } from '../config.ts';
import { localFileStorage } from '../files/local-file-storage.ts';
import { describeError } from '../log/log.ts';
import { openDataStore } from '../open-data-store.ts';
import { rotateKey } from './key-rotation.ts';

const USAGE = `Usage: secret-push rotate-key
       (from a checkout: npm run rotate-key)
  Re-seals everything the store and FILES_DIR hold under PWPUSH_MASTER_KEY, opening what older
  keys sealed with PWPUSH_MASTER_KEY_PREVIOUS. Run it with the settings the servers run with.
  On PostgreSQL it runs while the servers serve; the embedded store (DATA_DIR) is one process's:
  stop the server first. Stopped midway, run it again: it passes over what it already did.
  Once it says so, PWPUSH_MASTER_KEY_PREVIOUS may be dropped.`;

const FOR_PEOPLE = [
  'ConfigError',
  'KeyError',
  'StoreCorruptError',
  'DatabaseStateError',
  'DatabaseOpenError',
];

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
    const data = await openDataStore(config).catch((error: unknown) => {
      if (error instanceof Error && error.name === 'StoreLockedError') {
        throw new ConfigError(
          `A server holds the embedded store in ${config.dataDir}: stop it, run rotate-key, and start it ` +
            'again with the new key (on PostgreSQL the rotation runs while the servers serve).',
        );
      }
      throw error;
    });
    try {
      console.log(`Re-sealing ${data.where} and ${config.filesDir} under the current key.`);
      const store = data.store as typeof data.store & { compact?: () => Promise<void> };
      const done = await rotateKey({
        store: data.store,
        ring: data.cipher,
        files: localFileStorage(config.filesDir),
        ...(data.shared || typeof store.compact !== 'function'
          ? {}
          : { compact: () => store.compact?.() ?? Promise.resolve() }),
        log: (line) => console.log(line),
      });
      console.log(
        `Records: ${done.seen} looked at, ${done.resealed} re-sealed; files: ${done.files} looked at, ${done.filesResealed} re-sealed.`,
      );
      if (!done.complete) {
        console.error(
          `${done.unreadable} values no key of the ring opens were left as they are: keep PWPUSH_MASTER_KEY_PREVIOUS.`,
        );
        return 1;
      }
      console.log('Everything is sealed under PWPUSH_MASTER_KEY: PWPUSH_MASTER_KEY_PREVIOUS may be dropped.');
      return 0;
    } finally {
      await data.store.close();
    }
  } catch (error) {
    const forPeople = error instanceof Error && FOR_PEOPLE.includes(error.name);
    console.error(`Key rotation failed: ${forPeople ? (error as Error).message : describeError(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
