import { type Context, Hono } from 'hono';
import { normalizeNewPush, parsePage } from '../../shared/normalize.ts';
import type { Result } from '../../shared/result.ts';
import type { InstanceSettings } from '../../shared/settings.ts';
import { htmlUrl, pushJson } from '../../shared/wire.ts';
import { type AuthEnv, requireUser, TOKEN_REQUIRED } from '../http/auth.ts';
import { auditMeta, baseUrl } from '../http/client-info.ts';
import { HttpError } from '../http/errors.ts';
import { readPushBody } from '../http/push-body.ts';
import type { PushService } from '../pushes/service.ts';
import type { AuditRecord } from '../store/records.ts';

export interface PushRoutesDeps {
  service: PushService;
  settings: InstanceSettings;
}

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw HttpError.from(result.refusal);
  return result.value;
}

const iso = (ms: number) => new Date(ms).toISOString();

function auditJson(entry: AuditRecord) {
  return {
    ip: entry.ip,
    user_agent: entry.userAgent,
    referrer: entry.referrer,
    kind: entry.kind,
    created_at: iso(entry.createdAt),
    updated_at: iso(entry.createdAt),
  };
}

export function pushRoutes({ service, settings }: PushRoutesDeps) {
  const base = (c: Context) => baseUrl(c, settings.overrideBaseUrl);
  const actor = (c: Context<AuthEnv>) => ({ user: c.get('user'), audit: auditMeta(c) });
  const list = (which: 'active' | 'expired') => async (c: Context<AuthEnv>) => {
    const user = requireUser(c);
    const page = unwrap(parsePage(c.req.query('page')));
    const views = await service.list(user, which, page);
    return c.json(views.map((v) => pushJson(v, 'list', base(c))));
  };

  return new Hono<AuthEnv>()
    .post('/', async (c) => {
      const body = await readPushBody(c);
      if (body.push === undefined) {
        throw new HttpError(400, { error: 'param is missing or the value is empty or invalid: push' });
      }
      if (body.wantsFiles && c.get('user') === null) throw new HttpError(401, TOKEN_REQUIRED);
      const input = unwrap(normalizeNewPush(body.push, settings, body.files.length));
      const { view } = await service.create(input, actor(c));
      return c.json(pushJson(view, 'create', base(c)), 201);
    })
    .get('/active', list('active'))
    .get('/expired', list('expired'))
    .get('/:urlToken', async (c) => {
      const { view } = unwrap(
        await service.retrieve(c.req.param('urlToken'), actor(c), c.req.query('passphrase')),
      );
      return c.json(pushJson(view, 'show', base(c)));
    })
    .get('/:urlToken/preview', async (c) => {
      const push = unwrap(await service.find(c.req.param('urlToken')));
      return c.json({ url: htmlUrl(base(c), push.urlToken, push.retrievalStep) });
    })
    .get('/:urlToken/audit', async (c) => {
      const user = requireUser(c);
      const page = unwrap(parsePage(c.req.query('page')));
      const logs = unwrap(await service.auditLog(c.req.param('urlToken'), user, page));
      return c.json({ logs: logs.map(auditJson) });
    })
    .delete('/:urlToken', async (c) => {
      const view = unwrap(await service.remove(c.req.param('urlToken'), actor(c)));
      return c.json(pushJson(view, 'delete', base(c)));
    });
}
