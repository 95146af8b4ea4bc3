import { describe, expect, it } from 'vitest';
import { fileLinks } from '../../../server/files/file-links.ts';

const ID = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('a download link’s tag', () => {
  it('carries what the link is about, signed with the file and expiry, and links without one still hold', () => {
    const links = fileLinks(Buffer.alloc(32, 3));
    const tagged = links.path(ID, 1_000, '0123456789abcdef-2').slice('/f/'.length);
    expect(links.check(tagged, 2_000)).toEqual({ id: ID, about: '0123456789abcdef-2' });
    expect(links.verify(tagged, 2_000)).toBe(ID);
    const plain = links.path(ID, 1_000).slice('/f/'.length);
    expect(links.check(plain, 2_000)).toEqual({ id: ID, about: null });
  });

  it('refuses a link whose tag was changed or dropped, and leaves out a tag that would break the link', () => {
    const links = fileLinks(Buffer.alloc(32, 3));
    const [id, expiry, about, signature] = links.path(ID, 1_000, 'abc-1').slice('/f/'.length).split('.');
    expect(links.check([id, expiry, `${about}9`, signature].join('.'), 2_000)).toBeUndefined();
    expect(links.check([id, expiry, signature].join('.'), 2_000)).toBeUndefined();
    expect(links.path(ID, 1_000, 'a.b/c').split('.')).toHaveLength(3);
  });
});
