import { Hono } from 'hono';
import { apiJson } from '../../http/api-json.ts';
import type { AuthEnv } from '../../http/auth.ts';
import { auditJson, type CreateForm, type PushRoutesDeps, pushHandlers } from '../push-handlers.ts';
import type { LegacySegment } from './legacy-paths.ts';

/** Each path's body key, and what the path decides: `/f` makes file pushes, `/r` URL pushes. */
const FORMS: Record<LegacySegment, CreateForm> = {
  p: { root: 'password' },
  f: { root: 'file_push', adjust: (push) => ({ ...push, kind: 'file' }) },
  // Password Pusher takes neither a kind nor deletable_by_viewer for URL pushes.
  r: { root: 'url', adjust: ({ deletable_by_viewer: _, ...push }) => ({ ...push, kind: 'url' }) },
};

/**
 * One path of the legacy v1 API, as Password Pusher 2.11.4 serves it, over the same handlers as
 * v2. Only the audit answer differs: `{"views": [...]}`, the whole log, oldest first.
 */
export function legacyPushRoutes(segment: LegacySegment, deps: PushRoutesDeps) {
  const handle = pushHandlers(deps);
  return (
    new Hono<AuthEnv>()
      .post('/', deps.bodyLimit, handle.create(FORMS[segment]))
      .get('/active', handle.list('active'))
      .get('/expired', handle.list('expired'))
      .get('/:urlToken', handle.show)
      // The json_url of a push with the retrieval step is its html_url plus `.json`, as in Password Pusher.
      .get('/:urlToken/r', handle.show)
      .get('/:urlToken/preview', handle.preview)
      .get('/:urlToken/audit', async (c) => {
        const entries = await handle.auditLog(c, 'all');
        return apiJson(c, { views: entries.reverse().map(auditJson) });
      })
      .delete('/:urlToken', handle.remove)
  );
}
