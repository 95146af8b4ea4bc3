import { Hono } from 'hono';
import type { ScimEnv } from './scim-env.ts';
import { GROUP_SCHEMA, LIST_SCHEMA, scimJson, USER_SCHEMA } from './scim-json.ts';
import { MAX_RESULTS } from './scim-paging.ts';
import { SCHEMAS } from './scim-schemas.ts';

const list = (resources: unknown[]) => ({
  schemas: [LIST_SCHEMA],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});

/** What a provisioning client may ask before it starts (RFC 7644 §4): what this server supports. */
export function scimDiscoveryRoutes() {
  const routes = new Hono<ScimEnv>();
  const resourceTypes = (base: string) => [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      schema: USER_SCHEMA,
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      schema: GROUP_SCHEMA,
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/Group` },
    },
  ];
  return routes
    .get('/ServiceProviderConfig', (c) =>
      scimJson(c, {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
        patch: { supported: true },
        bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
        filter: { supported: true, maxResults: MAX_RESULTS },
        changePassword: { supported: false },
        sort: { supported: false },
        etag: { supported: false },
        authenticationSchemes: [
          {
            type: 'oauthbearertoken',
            name: 'Bearer secret',
            description: 'A provisioning secret an administrator makes on the SCIM page.',
            primary: true,
          },
        ],
        meta: {
          resourceType: 'ServiceProviderConfig',
          location: `${c.get('scimBase')}/ServiceProviderConfig`,
        },
      }),
    )
    .get('/ResourceTypes', (c) => scimJson(c, list(resourceTypes(c.get('scimBase')))))
    .get('/ResourceTypes/:id', (c) => {
      const found = resourceTypes(c.get('scimBase')).find((type) => type.id === c.req.param('id'));
      return found === undefined ? c.notFound() : scimJson(c, found);
    })
    .get('/Schemas', (c) => scimJson(c, list(SCHEMAS)))
    .get('/Schemas/:id', (c) => {
      const found = SCHEMAS.find((schema) => schema.id === c.req.param('id'));
      return found === undefined ? c.notFound() : scimJson(c, found);
    });
}
