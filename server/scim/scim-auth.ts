import type { MiddlewareHandler } from 'hono';
import { directoryLog } from '../accounts/directory/directory-act.ts';
import { scimSecretOf } from '../accounts/directory/scim-secrets.ts';
import { ANONYMOUS } from '../activity/activity-recorder.ts';
import { activityClient } from '../http/activity-client.ts';
import { baseUrl } from '../http/client-info.ts';
import type { ScimDeps, ScimEnv } from './scim-env.ts';
import { ScimError } from './scim-json.ts';

/**
 * Lets through only a call signed with a working provisioning secret (`Authorization: Bearer`);
 * any other is a 401 and an entry in the activity log, by its kind alone.
 */
export function scimSecretCheck(deps: ScimDeps): MiddlewareHandler<ScimEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const presented = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    const secret = presented === undefined ? undefined : await scimSecretOf(deps, presented);
    if (secret === undefined) {
      await deps.activity.record({
        event: 'scim.refused',
        actor: ANONYMOUS,
        client: activityClient(c),
        target: null,
        outcome: 'failure',
        details: { reason: presented === undefined ? 'no_secret' : 'bad_secret' },
      });
      c.header('WWW-Authenticate', 'Bearer realm="scim"');
      throw new ScimError(401, 'The bearer secret is missing, unknown or revoked.');
    }
    c.set('scimLog', directoryLog(deps.activity, secret, activityClient(c)));
    c.set('scimBase', `${baseUrl(c, deps.overrideBaseUrl)}/scim/v2`);
    await next();
  };
}
