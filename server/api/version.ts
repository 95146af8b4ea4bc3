import { Hono } from 'hono';
import { settingsUnder } from '../../shared/policy.ts';
import type { InstanceSettings } from '../../shared/settings.ts';
import { type VersionOffers, versionJson } from '../../shared/wire.ts';
import { apiJson } from '../http/api-json.ts';
import type { PolicyReader } from '../pushes/service.ts';

/** The features as the policy in force has them: an administrator's change shows here within the policy's refresh. */
export function versionRoutes(
  secretPushVersion: string,
  settings: InstanceSettings,
  offers: VersionOffers = {},
  policy?: PolicyReader,
) {
  return new Hono().get('/', async (c) => {
    if (policy === undefined) return apiJson(c, versionJson(secretPushVersion, settings, offers));
    const inForce = await policy.current();
    const allowed = {
      emailAutoDispatch: offers.emailAutoDispatch === true && inForce.linkMails !== 'nobody',
      requests: offers.requests === true && inForce.requests !== 'nobody',
      ...(offers.gateKinds === undefined ? {} : { gateKinds: offers.gateKinds }),
    };
    return apiJson(c, versionJson(secretPushVersion, settingsUnder(inForce, settings), allowed));
  });
}
