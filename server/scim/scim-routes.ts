import { Hono } from 'hono';
import { ANONYMOUS } from '../activity/activity-recorder.ts';
import { activityClient } from '../http/activity-client.ts';
import { wholeBodyLimit } from '../http/body-limit.ts';
import { describeError, redactPath } from '../log/log.ts';
import { scimSecretCheck } from './scim-auth.ts';
import { scimDiscoveryRoutes } from './scim-discovery.ts';
import type { ScimDeps, ScimEnv } from './scim-env.ts';
import { scimGroupRoutes } from './scim-groups.ts';
import { ScimError, scimErrorJson } from './scim-json.ts';
import { scimUserRoutes } from './scim-users.ts';

/**
 * SCIM 2.0 (RFC 7643, 7644) at `/scim/v2`: the identity provider provisions, changes and
 * deactivates accounts and keeps the groups roles follow. Every call is signed with a provisioning
 * secret; every answer and refusal is `application/scim+json`.
 */
export function scimRoutes(deps: ScimDeps) {
  const routes = new Hono<ScimEnv>();
  routes.onError(async (error, c) => {
    if (error instanceof ScimError) {
      // A refusal after the secret check is the provisioning client's; the check records its own.
      if (error.status !== 401 && error.status !== 429) {
        const log = c.get('scimLog');
        await deps.activity.record({
          event: 'scim.refused',
          actor: log?.actor ?? ANONYMOUS,
          client: activityClient(c),
          target: null,
          outcome: 'failure',
          details: { reason: error.scimType ?? (error.status === 404 ? 'not_found' : 'refused') },
        });
      }
      return scimErrorJson(c, error);
    }
    deps.logger.error(`${c.req.method} ${redactPath(c.req.path)} failed: ${describeError(error)}`);
    return scimErrorJson(c, new ScimError(500, 'The server failed; nothing may have been changed.'));
  });
  routes.use(wholeBodyLimit(deps.bodyLimitBytes), scimSecretCheck(deps));
  routes.route('/', scimDiscoveryRoutes());
  routes.route('/Users', scimUserRoutes(deps));
  routes.route('/Groups', scimGroupRoutes(deps));
  routes.all('*', () => {
    throw new ScimError(404, 'There is no such resource.');
  });
  return routes;
}
