import { describe, expect, it } from 'vitest';
import { SEALED_FILE_FORMAT, sealedFileSize } from '../../../server/browser/push-form-sizes.ts';
import { FILE_HEADER, RECORD_PLAINTEXT } from '../../../shared/sealed/file-format.ts';
import { openedFileSize } from '../../../shared/sealed/opened-size.ts';

describe('the size of a sealed file once opened', () => {
  it('undoes the sealing of every size, across record edges', () => {
    const sizes = [0, 1, 2, 1000, RECORD_PLAINTEXT - 1, RECORD_PLAINTEXT, RECORD_PLAINTEXT + 1];
    for (const records of [2, 3, 160]) {
      for (const delta of [-1, 0, 1]) sizes.push(records * RECORD_PLAINTEXT + delta);
    }
    sizes.push(10 * 1024 * 1024, 1024 ** 3 + 7);
    for (const bytes of sizes) {
      expect([bytes, openedFileSize(sealedFileSize(bytes, SEALED_FILE_FORMAT))]).toEqual([bytes, bytes]);
    }
  });

  it('is unknown for a size no sealed file has', () => {
    for (const sealed of [0, 1, FILE_HEADER, sealedFileSize(0, SEALED_FILE_FORMAT) - 1, -5, 1.5, Number.NaN])
      expect([sealed, openedFileSize(sealed)]).toEqual([sealed, undefined]);
  });
});
