import { Hono } from 'hono';
import { defaultPolicy } from '../../shared/policy.ts';
import type { PolicyJson } from '../../shared/policy-wire.ts';
import { apiJson } from '../http/api-json.ts';
import { POLICY_SETTING_NAMES } from '../pushes/policy-settings.ts';
import type { PolicyReader } from '../pushes/service.ts';

/** `/api/v2/policy` (not in Password Pusher): public, so a client can show only what is allowed before it sends. */
export function policyRoutes(policy: PolicyReader) {
  return new Hono().get('/', async (c) => {
    const json: PolicyJson = {
      policy: await policy.current(),
      defaults: defaultPolicy(),
      pinned: { ...policy.settings.pins },
      settings: { ...POLICY_SETTING_NAMES },
    };
    return apiJson(c, json);
  });
}
