import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localFileStorage } from '../../../server/files/local-file-storage.ts';
import { fileStorageConformance } from './conformance-file-storage.ts';

const dirs: string[] = [];

fileStorageConformance('local directory', {
  fresh: async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'file-storage-')), 'files');
    dirs.push(dir);
    return { storage: localFileStorage(dir), reopen: () => localFileStorage(dir) };
  },
  // Each test's directory goes after it: the large round trip leaves tens of megabytes.
  cleanup: async () => {
    for (const dir of dirs.splice(0)) rmSync(join(dir, '..'), { recursive: true, force: true });
  },
});
