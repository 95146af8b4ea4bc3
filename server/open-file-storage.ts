import type { ServerConfig } from './config.ts';
import { checkBucket } from './files/check-bucket.ts';
import type { FileStorage } from './files/file-storage.ts';
import { localFileStorage } from './files/local-file-storage.ts';
import { s3FileStorage } from './files/s3-file-storage.ts';

/** The file storage the settings pick: FILES_DIR, or a bucket that must answer before the server starts. */
export async function openFileStorage(config: ServerConfig): Promise<FileStorage> {
  if (config.objectStorage === null) return localFileStorage(config.filesDir);
  const storage = s3FileStorage(config.objectStorage);
  await checkBucket(storage, config.objectStorage);
  return storage;
}
