import { type PushService, type PushServiceDeps, pushService } from '../pushes/service.ts';
import type { Metrics } from './metrics.ts';

/**
 * The push service, counting what happens to pushes: created, viewed by a recipient, expired
 * (whatever expired them: the service reports every expiry once, through `onExpired`).
 */
export function countedPushService(deps: PushServiceDeps, metrics: Metrics): PushService {
  const service = pushService({
    ...deps,
    onExpired: (before, cause) => {
      metrics.pushExpired(before.kind);
      deps.onExpired?.(before, cause);
    },
  });
  return {
    ...service,
    create: async (...args) => {
      const created = await service.create(...args);
      metrics.pushCreated(created.push.kind);
      return created;
    },
    retrieve: async (...args) => {
      const result = await service.retrieve(...args);
      if (result.ok && result.value.outcome === 'view') metrics.pushViewed(result.value.push.kind);
      return result;
    },
  };
}
