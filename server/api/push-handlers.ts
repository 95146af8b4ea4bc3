import type { Context, Handler, MiddlewareHandler } from 'hono';
import { isoTime } from '../../shared/iso-time.ts';
import { parsePage } from '../../shared/normalize.ts';
import type { Policy } from '../../shared/policy.ts';
import { limitRules } from '../../shared/policy-named.ts';
import type { Result } from '../../shared/result.ts';
import type { InstanceSettings } from '../../shared/settings.ts';
import { type AuditJson, htmlUrl, pushJson } from '../../shared/wire.ts';
import { apiJson } from '../http/api-json.ts';
import { type AuthEnv, requireUser, TOKEN_REQUIRED } from '../http/auth.ts';
import { clientGoneSignal } from '../http/client-gone-signal.ts';
import { baseUrl } from '../http/client-info.ts';
import { doorActor } from '../http/door-actor.ts';
import { HttpError } from '../http/errors.ts';
import type { Uploads } from '../http/multipart-body.ts';
import { readPushBody } from '../http/push-body.ts';
import { translatorFor } from '../i18n/translator.ts';
import { createPush, type RefusedPush } from '../pushes/create-push.ts';
import { linkMailFieldErrors } from '../pushes/link-mail-fields.ts';
import type { LinkMails } from '../pushes/link-mails.ts';
import type { PushFiles } from '../pushes/push-files.ts';
import type { PushService } from '../pushes/service.ts';
import type { AuditRecord } from '../store/records.ts';

export interface PushRoutesDeps {
  service: PushService;
  settings: InstanceSettings;
  /** Storage for file pushes' files; without it, uploads are refused. */
  files?: PushFiles;
  /** Largest total of a multipart request's non-file fields, in bytes. */
  maxFieldBytes: number;
  /** The size limit of a create's JSON or form body. */
  bodyLimit: MiddlewareHandler<AuthEnv>;
  /** Sends a new push's link to the addresses its sender gives; without it, none are available. */
  linkMails?: LinkMails;
}

/** How a create request names its push: the body's key, and what its path decides about it (v1's `/f`, `/r`). */
export interface CreateForm {
  root: string;
  adjust?: (push: Record<string, unknown>) => Record<string, unknown>;
}

type C = Context<AuthEnv>;

const NO_FILE_STORAGE = { files: ['File uploads are not available on this server.'] };

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw HttpError.from(result.refusal);
  return result.value;
}

/** Limits that refuse nothing: for giving back files already stored. */
const NO_LIMITS: Policy['files'] = { maxCount: Number.MAX_SAFE_INTEGER, maxSizeMb: Number.MAX_SAFE_INTEGER };

/** A refused create as the contract answers it: a body that is no push alone, else every field's errors together. */
function refusalOf({ rules, linkMails }: RefusedPush): HttpError {
  if (rules !== null && rules.status !== 422) return HttpError.from(rules);
  return new HttpError(422, { ...rules?.body, ...linkMailFieldErrors(linkMails) });
}

export function auditJson(entry: AuditRecord): AuditJson {
  const json: AuditJson = {
    ip: entry.ip,
    user_agent: entry.userAgent,
    referrer: entry.referrer,
    kind: entry.kind,
    created_at: isoTime(entry.createdAt),
    updated_at: isoTime(entry.createdAt),
  };
  if (entry.expiredBy !== undefined) json.expired_by = entry.expiredBy;
  if (entry.count !== undefined) json.count = entry.count;
  if (entry.detail !== undefined) json.gate = entry.detail;
  return json;
}

/**
 * The push endpoints' handlers, shared by API v2 and the legacy v1 paths: both go through the one
 * push service, so rules, limits, view counting and audit cannot differ between them.
 */
export function pushHandlers({ service, settings, files, maxFieldBytes, linkMails }: PushRoutesDeps) {
  const base = (c: Context) => baseUrl(c, settings.overrideBaseUrl);
  /** `limits`: the file limits of the policy in force, read once a request. */
  const uploads = (allowed: boolean, root: string, limits: Policy['files'] = NO_LIMITS): Uploads => ({
    allowed,
    filesField: root,
    maxFiles: limits.maxCount,
    maxFileBytes: limits.maxSizeMb * 1024 * 1024,
    rules: limitRules(limits, settings),
    maxFieldBytes,
    save: async (stream, info) => {
      if (files !== undefined) return files.save(stream, info);
      // Read to the end anyway, so a count or size refusal later in the body still takes precedence.
      for await (const _ of stream);
      throw new HttpError(422, NO_FILE_STORAGE);
    },
    discard: async (stored) => files?.discard(stored),
  });
  const actor = (c: C) => doorActor(c, c.get('user'), 'api');
  const token = (c: C) => c.req.param('urlToken') ?? '';

  const create =
    ({ root, adjust = (push) => push }: CreateForm): Handler<AuthEnv> =>
    async (c) => {
      const user = c.get('user');
      const { files: limits } = await service.policy.current();
      const body = await readPushBody(c, uploads(user !== null, root, limits), root);
      try {
        if (body.push === undefined) {
          throw new HttpError(400, { error: `param is missing or the value is empty or invalid: ${root}` });
        }
        const push = adjust(body.push as Record<string, unknown>);
        const wantsFiles = body.wantsFiles || push.kind === 'file';
        if (wantsFiles && user === null) throw new HttpError(401, TOKEN_REQUIRED);
        const made = await createPush(
          { service, settings, linkMails },
          // The API speaks no language: link mails are in the sender's own, else English.
          { fields: push, files: body.files, actor: actor(c), mailWords: translatorFor('en') },
        );
        if (!made.ok) throw refusalOf(made);
        return apiJson(c, pushJson(made.view, 'create', base(c)), 201);
      } catch (error) {
        // The files of a push that was not created are given back.
        await uploads(true, root).discard(body.files);
        throw error;
      }
    };

  const list =
    (which: 'active' | 'expired'): Handler<AuthEnv> =>
    async (c) => {
      const user = requireUser(c);
      const page = unwrap(parsePage(c.req.query('page')));
      const views = await service.list(user, which, page);
      return apiJson(
        c,
        views.map((v) => pushJson(v, 'list', base(c))),
      );
    };

  const show: Handler<AuthEnv> = async (c) => {
    // Hono answers HEAD with this handler: a link checker must not use a view or try a passphrase.
    if (c.req.method === 'HEAD') return apiJson(c, null, await service.peek(token(c)));
    const { view } = unwrap(
      await service.retrieve(token(c), actor(c), c.req.query('passphrase'), { signal: clientGoneSignal(c) }),
    );
    const origin = base(c);
    const linked = view.files.map((f) => ({ ...f, url: `${origin}${f.url}` }));
    return apiJson(c, pushJson({ ...view, files: linked }, 'show', origin));
  };

  const preview: Handler<AuthEnv> = async (c) => {
    const push = unwrap(await service.find(token(c)));
    return apiJson(c, { url: htmlUrl(base(c), push.urlToken, push.retrievalStep) });
  };

  const remove: Handler<AuthEnv> = async (c) => {
    const view = unwrap(await service.remove(token(c), actor(c)));
    return apiJson(c, pushJson(view, 'delete', base(c)));
  };

  /** One page of the audit log, or all of it, newest first, for the push's owner only. */
  const auditLog = async (c: C, page: number | 'all'): Promise<AuditRecord[]> =>
    unwrap(await service.auditLog(token(c), requireUser(c), page));

  return { create, list, show, preview, remove, auditLog };
}
