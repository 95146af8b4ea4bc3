import { describe, expect, it } from 'vitest';
import { ScimError } from '../../../server/scim/scim-json.ts';
import { applyPatch, patchOperations } from '../../../server/scim/scim-patch.ts';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const KNOWN = ['userName', 'name', 'emails', 'active', 'members'];
const patch = (resource: Record<string, unknown>, Operations: unknown[]) =>
  applyPatch(resource, patchOperations({ Operations }), USER, KNOWN);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ScimError) return [error.status, error.scimType];
  }
  return null;
};

describe('a SCIM PATCH applied to a resource', () => {
  it('reads a core attribute named with its schema, names in any case, and leaves unknown attributes and extensions out', () => {
    const patched = patch({ userName: 'a@example.com', active: true }, [
      { op: 'replace', path: `${USER}:userName`, value: 'b@example.com' },
      { op: 'Replace', path: 'ACTIVE', value: 'False' },
      { op: 'add', path: 'title', value: 'Engineer' },
      {
        op: 'add',
        value: { 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:manager': { value: 'x' } },
      },
    ]);
    expect(patched).toEqual({ userName: 'b@example.com', active: 'False' });
  });

  it('changes, adds and removes entries a value filter picks, and a sub-attribute of them', () => {
    const emails = [
      { type: 'work', value: 'a@example.com' },
      { type: 'home', value: 'a@home.test' },
    ];
    expect(
      patch({ emails }, [{ op: 'replace', path: 'emails[type eq "work"].value', value: 'b@example.com' }]),
    ).toEqual({
      emails: [{ type: 'work', value: 'b@example.com' }, emails[1]],
    });
    expect(
      patch({ emails: [] }, [{ op: 'add', path: 'emails[type eq "work"].value', value: 'c@example.com' }]),
    ).toEqual({ emails: [{ type: 'work', value: 'c@example.com' }] });
    expect(patch({ emails }, [{ op: 'remove', path: 'emails[type eq "home"]' }])).toEqual({
      emails: [emails[0]],
    });
  });

  it('appends members on add, and removes those a list names', () => {
    const members = [{ value: 'u1' }, { value: 'u2' }];
    expect(patch({ members }, [{ op: 'add', path: 'members', value: [{ value: 'u3' }] }])).toEqual({
      members: [...members, { value: 'u3' }],
    });
    expect(patch({ members }, [{ op: 'remove', path: 'members', value: [{ value: 'u1' }] }])).toEqual({
      members: [{ value: 'u2' }],
    });
    expect(patch({ members }, [{ op: 'remove', path: 'members[value eq "u2"]' }])).toEqual({
      members: [{ value: 'u1' }],
    });
  });

  it('refuses a body without operations, an unknown verb, a remove without a path and a path it cannot read', () => {
    expect(refusal(() => patchOperations({}))).toEqual([400, 'invalidSyntax']);
    expect(refusal(() => patchOperations({ Operations: [{ op: 'copy', path: 'x' }] }))).toEqual([
      400,
      'invalidSyntax',
    ]);
    expect(refusal(() => patchOperations({ Operations: [{ op: 'remove' }] }))).toEqual([400, 'noTarget']);
    expect(refusal(() => patch({}, [{ op: 'add', path: 'emails[type ne "x"]', value: 1 }]))).toEqual([
      400,
      'invalidPath',
    ]);
    expect(refusal(() => patch({}, [{ op: 'add', value: 'not an object' }]))).toEqual([400, 'invalidValue']);
  });
});
