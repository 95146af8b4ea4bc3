import { describe, expect, it } from 'vitest';
import { fileLinks } from '../../server/files/file-links.ts';
import { downloadLinkKey } from '../../server/files/link-key.ts';

describe('the download links key', () => {
  const instanceKey = Buffer.alloc(32, 1);

  it('is the same for the same instance key, so a link signed before a restart verifies after it', () => {
    const before = fileLinks(downloadLinkKey(instanceKey));
    const after = fileLinks(downloadLinkKey(Buffer.from(instanceKey)));
    const path = before.path('AAAAAAAAAAAAAAAAAAAAAA', 1_000);
    expect(after.verify(path.slice('/f/'.length), 2_000)).toBe('AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('is neither the instance key nor shared by another instance key', () => {
    const key = downloadLinkKey(instanceKey);
    expect(key).toHaveLength(32);
    expect(key.equals(instanceKey)).toBe(false);
    const other = fileLinks(downloadLinkKey(Buffer.alloc(32, 2)));
    const path = fileLinks(key).path('AAAAAAAAAAAAAAAAAAAAAA', 1_000);
    expect(other.verify(path.slice('/f/'.length), 2_000)).toBeUndefined();
  });
});
