import { Hono } from 'hono';
import { parsePage } from '../../shared/normalize.ts';
import { apiJson } from '../http/api-json.ts';
import { type AuthEnv, requireUser } from '../http/auth.ts';
import { auditJson, type PushRoutesDeps, pushHandlers, unwrap } from './push-handlers.ts';

export type { PushRoutesDeps } from './push-handlers.ts';

/** `/api/v2/pushes`: the pwpush API v2 push endpoints. */
export function pushRoutes(deps: PushRoutesDeps) {
  const handle = pushHandlers(deps);
  return new Hono<AuthEnv>()
    .post('/', deps.bodyLimit, handle.create({ root: 'push' }))
    .get('/active', handle.list('active'))
    .get('/expired', handle.list('expired'))
    .get('/:urlToken', handle.show)
    .get('/:urlToken/preview', handle.preview)
    .get('/:urlToken/audit', async (c) => {
      requireUser(c);
      const page = unwrap(parsePage(c.req.query('page')));
      return apiJson(c, { logs: (await handle.auditLog(c, page)).map(auditJson) });
    })
    .delete('/:urlToken', handle.remove);
}
