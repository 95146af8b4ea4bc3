import { describe } from 'vitest';
import type { DirectorySettings } from '../../../server/accounts/directory/directory-settings.ts';
import { makeScimSecret } from '../../../server/accounts/directory/scim-secrets.ts';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { type HarnessOptions, harnessesClosedAfterEach } from '../harness.ts';

/** The stores SCIM's route tests run on: the embedded store on disk, and PostgreSQL where this machine has it. */
export const STORES: {
  name: string;
  describe: (name: string, fn: () => void) => void;
  options: HarnessOptions;
}[] = [
  { name: 'lowdb', describe: (name, fn) => describePgOrNot(false, name, fn), options: { durable: true } },
  {
    name: 'PostgreSQL',
    describe: (name, fn) => describePgOrNot(true, name, fn),
    options: {
      store: async ({ instanceKey }) =>
        openPostgresStore({ url: await createTestDatabase('scim'), instanceKey }),
    },
  },
];

function describePgOrNot(pg: boolean, name: string, fn: () => void) {
  if (pg) describePg(name, fn);
  else describe(name, fn);
}

const DIRECTORY: DirectorySettings = { adminGroups: ['Secret Push Admins'], leaverLinks: 'expire' };

/** Opens apps with a provisioning secret made, each closed after its test; call at a describe's top. */
export function scimHarnesses(options: HarnessOptions) {
  const open = harnessesClosedAfterEach(options);
  return async (directory: Partial<DirectorySettings> = {}, more: HarnessOptions = {}) => {
    const h = await open(undefined, { ...more, accounts: { directory: { ...DIRECTORY, ...directory } } });
    const now = () => h.clock.now;
    const made = await makeScimSecret(
      { store: h.store, digestKey: h.digestKey, now },
      'Entra ID',
      'alice@example.com',
    );
    /** A SCIM call signed with the secret (or the one given), its body as JSON. */
    const scim = async (
      method: string,
      path: string,
      body?: unknown,
      secret: string | null = made.secret,
    ) => {
      const response = await h.app.request(`http://push.test/scim/v2${path}`, {
        method,
        headers: {
          ...(secret === null ? {} : { authorization: `Bearer ${secret}` }),
          ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }),
        },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        headers: response.headers,
        json: text === '' ? null : (JSON.parse(text) as Record<string, unknown> & { id: string }),
      };
    };
    return { ...h, scim, secret: made.secret, secretRecord: made.record };
  };
}

export const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** A User resource as Entra ID posts it. */
export const entraUser = (email: string, externalId = `ext-${email}`) => ({
  schemas: [USER, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
  externalId,
  userName: email,
  active: true,
  displayName: 'Carol Example',
  emails: [{ primary: true, type: 'work', value: email }],
  name: { formatted: 'Carol Example', familyName: 'Example', givenName: 'Carol' },
  'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Finance' },
});
