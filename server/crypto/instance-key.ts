import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export class KeyError extends Error {
  override name = 'KeyError';
}

const HEX_KEY = /^[0-9a-fA-F]{64}$/;
/** Files that mean a store lives here already, sealed under some key. */
const STORE_FILE = /^(store\.json|journal-\d+\.ndjson)$/;

/**
 * The instance key: PWPUSH_MASTER_KEY when given, else a key kept in the data directory, made on
 * first start. There is deliberately no built-in fallback key. A directory that already holds a
 * store but no key file gets no new key: that store was sealed with a key that must be restored.
 */
export async function loadInstanceKey(masterKeyHex: string | undefined, dataDir: string): Promise<Buffer> {
  if (masterKeyHex !== undefined && masterKeyHex !== '') {
    if (!HEX_KEY.test(masterKeyHex)) {
      throw new KeyError('PWPUSH_MASTER_KEY must be 64 hexadecimal characters (a 256-bit key).');
    }
    return Buffer.from(masterKeyHex, 'hex');
  }
  const path = join(dataDir, 'instance.key');
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const existing = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? null : Promise.reject(error),
  );
  if (existing === null) {
    if ((await readdir(dataDir)).some((name) => STORE_FILE.test(name))) {
      throw new KeyError(
        `${path} is missing, but ${dataDir} holds a store sealed with a key. Restore instance.key ` +
          'from your backup, or set PWPUSH_MASTER_KEY to the key the store was made with.',
      );
    }
    try {
      // 'wx' fails when the file exists, so two first starts cannot each write a different key.
      await writeFile(path, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const hex = (existing ?? (await readFile(path, 'utf8'))).trim();
  if (!HEX_KEY.test(hex)) throw new KeyError(`${path} does not hold a 64-character hexadecimal key.`);
  return Buffer.from(hex, 'hex');
}

/**
 * The keys PWPUSH_MASTER_KEY replaced, from PWPUSH_MASTER_KEY_PREVIOUS (comma-separated, as
 * Password Pusher takes them): what they sealed still opens, nothing new is sealed under them.
 */
export function readPreviousKeys(previousHex: string | undefined): Buffer[] {
  const entries = (previousHex ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.map((entry, index) => {
    if (!HEX_KEY.test(entry)) {
      // The entry itself is never repeated: it may be a key with one character wrong.
      throw new KeyError(
        `PWPUSH_MASTER_KEY_PREVIOUS must list 64-character hexadecimal keys separated by commas; entry ${index + 1} is not one.`,
      );
    }
    return Buffer.from(entry, 'hex');
  });
}
