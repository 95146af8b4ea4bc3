import { describe, expect, it } from 'vitest';
import { fileLinks } from '../../../server/files/file-links.ts';

const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const PUSH = '0123456789abcdef';
const SHAPE = /^\/f\/[\w-]{22}\.[a-z0-9]+\.[\w-]{43}$/;

describe('a download link made for a push’s file', () => {
  it('carries the push’s digest and the file’s place, signed with the file and expiry, in the shape of any link', () => {
    const links = fileLinks(Buffer.alloc(32, 3));
    const path = links.path(ID, 1_000, { push: PUSH, index: 12 });
    expect(path).toMatch(SHAPE);
    const token = path.slice('/f/'.length);
    expect(links.check(token, 2_000)).toEqual({ id: ID, about: { push: PUSH, index: 12 } });
    expect(links.check(token, 1_000 + links.lifetimeMs)).toBeUndefined();
    expect(links.verify(token, 2_000)).toBe(ID);
    const plain = links.path(ID, 1_000).slice('/f/'.length);
    expect(links.check(plain, 2_000)).toEqual({ id: ID, about: null });
  });

  it('refuses a link whose push or place was changed, and makes a plain link of a tag it cannot carry', () => {
    const links = fileLinks(Buffer.alloc(32, 3));
    const [id, middle = '', signature] = links.path(ID, 1_000, { push: PUSH, index: 1 }).slice(3).split('.');
    const changed = `${middle.slice(0, -1)}2`;
    expect(links.check([id, changed, signature].join('.'), 2_000)).toBeUndefined();
    const odd = links.path(ID, 1_000, { push: 'not-a-digest', index: 1 }).slice(3);
    expect(links.check(odd, 2_000)).toEqual({ id: ID, about: null });
  });
});
