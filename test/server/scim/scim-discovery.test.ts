import { describe, expect, it } from 'vitest';
import { ERROR, scimHarnesses } from './scim-harness.ts';

describe('SCIM discovery', () => {
  const open = scimHarnesses({});

  it('says what it supports: PATCH and filters, no bulk, sort or password change, a bearer secret', async () => {
    const h = await open();
    const config = await h.scim('GET', '/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.json).toMatchObject({
      patch: { supported: true },
      bulk: { supported: false },
      filter: { supported: true, maxResults: 200 },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      authenticationSchemes: [{ type: 'oauthbearertoken', primary: true }],
    });
  });

  it('lists the User and Group resource types and their schemas', async () => {
    const h = await open();
    const types = await h.scim('GET', '/ResourceTypes');
    expect(
      ((types.json?.Resources ?? []) as { id: string; endpoint: string }[]).map((t) => [t.id, t.endpoint]),
    ).toEqual([
      ['User', '/Users'],
      ['Group', '/Groups'],
    ]);
    const schemas = await h.scim('GET', '/Schemas');
    expect(((schemas.json?.Resources ?? []) as { name: string }[]).map((s) => s.name)).toEqual([
      'User',
      'Group',
    ]);
    const user = await h.scim('GET', '/Schemas/urn:ietf:params:scim:schemas:core:2.0:User');
    expect(((user.json?.attributes ?? []) as { name: string }[]).map((a) => a.name)).toEqual([
      'userName',
      'externalId',
      'name',
      'displayName',
      'emails',
      'active',
      'groups',
    ]);
  });

  it('answers an unknown path with a SCIM 404, and an unknown one without a secret with a 401', async () => {
    const h = await open();
    expect((await h.scim('GET', '/Bulk')).json).toEqual({
      schemas: [ERROR],
      status: '404',
      detail: 'There is no such resource.',
    });
    expect((await h.scim('GET', '/Bulk', undefined, null)).status).toBe(401);
  });
});
