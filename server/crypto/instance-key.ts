import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export class KeyError extends Error {
  override name = 'KeyError';
}

const HEX_KEY = /^[0-9a-fA-F]{64}$/;

/**
 * The instance key: PWPUSH_MASTER_KEY when given, else a key kept in the data directory,
 * made on first start. There is deliberately no built-in fallback key.
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
  try {
    // 'wx' fails when the file exists, so two first starts cannot each write a different key.
    await writeFile(path, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const hex = (await readFile(path, 'utf8')).trim();
  if (!HEX_KEY.test(hex)) throw new KeyError(`${path} does not hold a 64-character hexadecimal key.`);
  return Buffer.from(hex, 'hex');
}
