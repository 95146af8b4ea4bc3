import { describe, expect, it } from 'vitest';
import { ObjectStorageError } from '../../../server/files/s3-bucket.ts';
import { FilesUnavailableError, storageProblem } from '../../../server/pushes/files-unavailable.ts';

describe('a file storage failure told in the log', () => {
  it('names the failure by its kind, code and status, never its message', () => {
    const unreachable = new ObjectStorageError(
      'The bucket at http://10.0.0.9 could not be reached.',
      0,
      'ECONNREFUSED',
    );
    expect(storageProblem(unreachable)).toBe('ObjectStorageError ECONNREFUSED');
    const refused = new ObjectStorageError(
      'The bucket refused to store key-abc: 503 SlowDown.',
      503,
      'SlowDown',
    );
    expect(storageProblem(refused)).toBe('ObjectStorageError 503 SlowDown');
    const cut = new TypeError('terminated', {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });
    expect(storageProblem(cut)).toBe('TypeError UND_ERR_SOCKET');
    expect(storageProblem(Object.assign(new Error('/data/files/x.bin: full'), { code: 'ENOSPC' }))).toBe(
      'Error ENOSPC',
    );
    expect(storageProblem('a string')).toBe('non-Error value thrown');
  });

  it('says to the client what was not done, and to the log how it failed', () => {
    const stored = new FilesUnavailableError('store', 'ObjectStorageError ECONNREFUSED');
    expect([stored.message, stored.logLine, stored.retryAfterSeconds]).toEqual([
      'The file could not be stored right now, so nothing was created. Try again shortly.',
      'files could not be stored (ObjectStorageError ECONNREFUSED)',
      10,
    ]);
    const served = new FilesUnavailableError('serve', 'a stored file is missing', 30);
    expect([served.message, served.logLine, served.retryAfterSeconds]).toEqual([
      "The push's files cannot be reached right now, so no view was used. Try again shortly.",
      'files could not be served (a stored file is missing)',
      30,
    ]);
  });
});
