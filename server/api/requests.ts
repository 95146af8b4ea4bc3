import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { parsePage } from '../../shared/normalize.ts';
import { limitRules } from '../../shared/policy-named.ts';
import type { InstanceSettings } from '../../shared/settings.ts';
import { NOT_FOUND } from '../../shared/wire.ts';
import { apiJson } from '../http/api-json.ts';
import type { ApiKeyCheck } from '../http/api-key-auth.ts';
import { type AuthEnv, authenticate, requireUser } from '../http/auth.ts';
import { auditMeta, baseUrl } from '../http/client-info.ts';
import { activityWho } from '../http/door-actor.ts';
import { HttpError } from '../http/errors.ts';
import type { Uploads } from '../http/multipart-body.ts';
import { readPushBody } from '../http/push-body.ts';
import type { PushFiles } from '../pushes/push-files.ts';
import { requestJson, shownRequestJson } from '../requests/request-json.ts';
import type { RequestService } from '../requests/request-service.ts';
import type { ApiKeyStore } from '../store/api-key-store.ts';
import type { DeviceTokenStore } from '../store/device-token-store.ts';
import type { RequestState } from '../store/request-records.ts';
import type { UserStore } from '../store/user-store.ts';
import { auditJson, unwrap } from './push-handlers.ts';

export interface RequestApiDeps {
  /** `PWP__ENABLE_REQUESTS`: off, every path answers 404, as on an instance without requests. */
  enabled: boolean;
  /** Finds the caller by their token. */
  store: UserStore & DeviceTokenStore & ApiKeyStore;
  requests: RequestService;
  settings: InstanceSettings;
  /** Where attachments are stored; without it, a request with files is refused. */
  files?: PushFiles;
  /** Largest total of a multipart request's non-file fields, in bytes. */
  maxFieldBytes: number;
  /** The size limit of a create's JSON or form body. */
  bodyLimit: MiddlewareHandler<AuthEnv>;
  now: () => number;
  /** Named API keys, taken as tokens are; without it, only tokens are. */
  keys?: ApiKeyCheck;
}

type C = Context<AuthEnv>;

const NO_FILE_STORAGE = { files: ['File uploads are not available on this server.'] };

/**
 * `/api/v2/requests`: Password Pusher's paid edition's requests API as its clients use it (pwpush-cli's
 * `request`, the official extension's probe of `GET /api/v2/requests`), for signed-in callers only.
 */
const REQUESTS_CLOSED = { error: 'Requests are turned off on this server (policy rule requests).' };

export function requestApiRoutes(deps: RequestApiDeps) {
  const api = new Hono<AuthEnv>();
  if (!deps.enabled) return api.all('*', (c) => apiJson(c, NOT_FOUND, 404));
  const { requests, settings, files, now } = deps;
  const base = (c: C) => baseUrl(c, settings.overrideBaseUrl);
  const token = (c: C) => c.req.param('urlToken') ?? '';
  /** `ruled`: the settings as the policy in force has them, read once a request, for its file limits. */
  const uploads = (ruled: InstanceSettings): Uploads => ({
    allowed: true,
    filesField: 'request',
    maxFiles: ruled.maxFileUploads,
    maxFileBytes: ruled.maxFileSizeMb * 1024 * 1024,
    rules: limitRules({ maxCount: ruled.maxFileUploads, maxSizeMb: ruled.maxFileSizeMb }, settings),
    maxFieldBytes: deps.maxFieldBytes,
    save: async (stream, info) => {
      if (files !== undefined) return files.save(stream, info);
      for await (const _ of stream);
      throw new HttpError(422, NO_FILE_STORAGE);
    },
    discard: async (stored) => files?.discard(stored),
  });
  const mine = async (c: C) => {
    const user = requireUser(c);
    return { user, request: unwrap(await requests.owned(token(c), user)) };
  };
  const list = (states?: readonly RequestState[]) => async (c: C) => {
    const user = requireUser(c);
    const page = unwrap(parsePage(c.req.query('page')));
    const found = await requests.list(user, page, states);
    return apiJson(
      c,
      found.map((r) => requestJson(r, requests.words(r), base(c), now())),
    );
  };

  return api
    .use('*', authenticate(deps.store, false, now, deps.keys))
    .get('/', list())
    .get('/open', list(['open']))
    .get('/answered', list(['answered']))
    .get('/closed', list(['closed']))
    .post('/', deps.bodyLimit, async (c) => {
      const user = requireUser(c);
      const ruled = await requests.settingsNow();
      const body = await readPushBody(c, uploads(ruled), 'request');
      try {
        if (!(await requests.open())) throw new HttpError(403, REQUESTS_CLOSED);
        const input = unwrap(await requests.normalize(body.push, body.files.length));
        const made = await requests.create(
          input,
          user,
          auditMeta(c),
          body.files,
          activityWho(c, user, 'api'),
        );
        return apiJson(c, requestJson(made, requests.words(made), base(c), now()), 201);
      } catch (error) {
        // Attachments stored while the body streamed in belong to no request when it is not made.
        await uploads(ruled).discard(body.files);
        throw error;
      }
    })
    .get('/:urlToken', async (c) => {
      const { user, request } = await mine(c);
      // Hono answers HEAD with this handler: a link checker must not read the answer.
      if (c.req.method === 'HEAD') return apiJson(c, null);
      const answer = await requests.readAnswer(request, user, auditMeta(c), activityWho(c, user, 'api'));
      return apiJson(c, shownRequestJson(request, requests.words(request), answer, base(c), now()));
    })
    .get('/:urlToken/preview', async (c) => {
      const { request } = await mine(c);
      return apiJson(c, { url: requestJson(request, requests.words(request), base(c), now()).html_url });
    })
    .get('/:urlToken/audit', async (c) => {
      const { user, request } = await mine(c);
      const page = unwrap(parsePage(c.req.query('page')));
      return apiJson(c, { logs: (await requests.auditLog(request, user, page)).map(auditJson) });
    })
    .delete('/:urlToken', async (c) => {
      const user = requireUser(c);
      const closed = unwrap(await requests.close(token(c), user, auditMeta(c), activityWho(c, user, 'api')));
      return apiJson(c, requestJson(closed, requests.words(closed), base(c), now()));
    });
}
