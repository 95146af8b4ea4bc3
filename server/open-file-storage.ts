import type { ServerConfig } from './config.ts';
import { checkBucket } from './files/check-bucket.ts';
import { refuseUnfinishedCopy } from './files/copy-mark.ts';
import type { FileStorage } from './files/file-storage.ts';
import { localFileStorage } from './files/local-file-storage.ts';
import { s3FileStorage } from './files/s3-file-storage.ts';

/**
 * The file storage the settings pick: FILES_DIR, or a bucket that must answer before the server
 * starts. Either is refused while `secret-push migrate files` is still copying into it.
 */
export async function openFileStorage(config: ServerConfig): Promise<FileStorage> {
  if (config.objectStorage === null) {
    const storage = localFileStorage(config.filesDir);
    await refuseUnfinishedCopy(storage, `FILES_DIR (${config.filesDir})`);
    return storage;
  }
  const storage = s3FileStorage(config.objectStorage);
  await checkBucket(storage, config.objectStorage);
  await refuseUnfinishedCopy(storage, `The bucket ${config.objectStorage.bucket}`);
  return storage;
}
