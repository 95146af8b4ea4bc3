import type { MiddlewareHandler } from 'hono';
import { directoryLog } from '../accounts/directory/directory-act.ts';
import { scimSecretOf } from '../accounts/directory/scim-secrets.ts';
import { activityClient } from '../http/activity-client.ts';
import { baseUrl, clientAddress } from '../http/client-info.ts';
import type { ScimDeps, ScimEnv } from './scim-env.ts';
import { ScimError } from './scim-json.ts';
import { BAD_SECRET_CALLS, BAD_SECRET_RETRY_AFTER_SECONDS, recordScimRefusal } from './scim-refusals.ts';

/**
 * Lets through only a call signed with a working provisioning secret (`Authorization: Bearer`);
 * any other is a 401 (RFC 7644 §2) and an entry in the activity log, by its kind alone, at most once
 * a minute. An address past its share of refused calls is answered 429 whatever it presents, so
 * the answer tells a guesser nothing.
 */
export function scimSecretCheck(deps: ScimDeps): MiddlewareHandler<ScimEnv> {
  return async (c, next) => {
    const at = deps.now();
    const address = clientAddress(c);
    // Counted before the check, so calls sent at once (to any process) can't all be checked.
    if (!(await deps.counters.attempt(BAD_SECRET_CALLS, address, at))) {
      await recordScimRefusal(deps, c, { reason: 'throttled', address }, at);
      c.header('Retry-After', String(BAD_SECRET_RETRY_AFTER_SECONDS));
      throw new ScimError(
        429,
        'Too many calls with a missing or wrong secret from this address: wait, then try again.',
      );
    }
    const header = c.req.header('authorization') ?? '';
    const presented = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    const secret = presented === undefined ? undefined : await scimSecretOf(deps, presented);
    if (secret === undefined) {
      const reason = presented === undefined ? 'no_secret' : 'bad_secret';
      await recordScimRefusal(deps, c, { reason, address, presented }, at);
      c.header('WWW-Authenticate', 'Bearer realm="scim"');
      throw new ScimError(401, 'The bearer secret is missing, unknown or revoked.');
    }
    // A working secret's call is not a refused one.
    await deps.counters.takeBack(BAD_SECRET_CALLS, address, at);
    c.set('scimLog', directoryLog(deps.activity, secret, activityClient(c)));
    c.set('scimBase', `${baseUrl(c, deps.overrideBaseUrl)}/scim/v2`);
    await next();
  };
}
