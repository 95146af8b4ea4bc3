import { type Context, Hono } from 'hono';
import type { InstanceSettings } from '../../../shared/settings.ts';
import { TOKEN_REQUIRED } from '../../http/auth.ts';
import { auditMeta } from '../../http/client-info.ts';
import { activityWho } from '../../http/door-actor.ts';
import { HttpError } from '../../http/errors.ts';
import type { Uploads } from '../../http/multipart-body.ts';
import type { PushFiles } from '../../pushes/push-files.ts';
import type { RequestService } from '../../requests/request-service.ts';
import type { StoredFile } from '../../store/records.ts';
import type { RequestRecord } from '../../store/request-records.ts';
import type { UserStore } from '../../store/user-store.ts';
import { notFoundPage } from '../chrome/fallback-pages.ts';
import { formExpired, messagePage } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { readPostedForm } from '../chrome/posted-form.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import { uploadErrors } from '../pushes/push-form-errors.ts';
import {
  type AnswerPageModel,
  answerFormPage,
  endedRequestPage,
  requestPassphrasePage,
} from './request-answer-views.ts';
import type { RequestGateDoor } from './request-gate-door.ts';

export interface AnswerPageDeps {
  /** `PWP__ENABLE_REQUESTS`: off, every answer link is a page not found. */
  enabled: boolean;
  requests: RequestService;
  /** Finds the requester's address, for a request that shows it. */
  users: Pick<UserStore, 'findUserById'>;
  settings: InstanceSettings;
  /** Where the answer's files go; without it, no answer takes files. */
  files?: PushFiles;
  /** Largest total of a multipart post's fields, in bytes. */
  maxFieldBytes: number;
  now: () => number;
  /** The request's gate, which stands before its passphrase and its form. */
  gate: RequestGateDoor;
}

type C = Context<PageEnv>;
/** The posted form, its files already stored, or why its files were refused (then none are kept). */
type Posted = { body: Record<string, unknown>; files: StoredFile[]; refused?: Refused };
type Refused = Pick<AnswerPageModel, 'problem' | 'filesProblem'> & { status: 422 | 503 };

const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? (body[name] as string) : '';

/**
 * `/req/:token`: the page anyone holding a request's link opens, in their own language and with no
 * account, to answer it once; it works without script.
 */
export function answerPageRoutes(deps: AnswerPageDeps) {
  const { requests, files, now, gate } = deps;
  const takesFiles = (request: RequestRecord) => request.allowFiles && files !== undefined;
  /** `ruled`: the settings as the policy in force has them, for its file limits. */
  const uploads = (request: RequestRecord, ruled: InstanceSettings): Uploads => ({
    allowed: takesFiles(request),
    filesField: 'answer',
    maxFiles: ruled.maxFileUploads,
    maxFileBytes: ruled.maxFileSizeMb * 1024 * 1024,
    maxFieldBytes: deps.maxFieldBytes,
    save: async (stream, info) => {
      if (files === undefined) throw new HttpError(401, TOKEN_REQUIRED);
      return files.save(stream, info);
    },
    discard: async (stored) => files?.discard(stored),
  });

  const discard = (stored: StoredFile[]) => files?.discard(stored);

  const ended = (c: C, how: 'answered' | 'closed' | 'unknown') =>
    c.html(endedRequestPage(c, how), how === 'unknown' ? 404 : 410);

  /** The request and its form; call it only once any passphrase it asks has been checked. */
  async function form(c: C, request: RequestRecord, given: Partial<AnswerPageModel>) {
    const owner = request.includeRequestor ? await deps.users.findUserById(request.ownerId) : undefined;
    const attachments = await requests.livePush(request.attachmentToken);
    const ruled = await requests.settingsNow();
    return answerFormPage(c, {
      urlToken: request.urlToken,
      message: requests.words(request).message,
      requester: owner?.email ?? null,
      leftMs: request.closesAt - now(),
      answerViews: request.answerExpireAfterViews,
      files: takesFiles(request) ? { count: ruled.maxFileUploads, sizeMb: ruled.maxFileSizeMb } : null,
      attachments: attachments === undefined ? null : `/p/${attachments.urlToken}`,
      passphrase: '',
      text: '',
      problem: null,
      filesProblem: null,
      ...given,
    });
  }

  async function readPost(c: C, request: RequestRecord): Promise<Posted | Response> {
    const ruled = await requests.settingsNow();
    const read = await readPostedForm(c, uploads(request, ruled));
    if (read instanceof Response || !('refusedFiles' in read)) return read;
    const { status, body, errors } = read.refusedFiles;
    if (status === 401)
      return { body, files: [], refused: { problem: 'files_not_allowed', filesProblem: null, status: 422 } };
    const words = pageLanguage(c);
    if (status === 503) {
      const filesProblem = words.t('pushForm.filesNotStored');
      return { body, files: [], refused: { problem: null, filesProblem, status } };
    }
    const [said = null] = uploadErrors(words, errors, ruled).files ?? [];
    return { body, files: [], refused: { problem: null, filesProblem: said, status: 422 } };
  }

  /**
   * A post that answers nothing: the passphrase step, or an answer whose files were refused. The
   * request shows only once the passphrase it asks is right.
   */
  async function unlock(c: C, request: RequestRecord, body: Record<string, unknown>, refused?: Refused) {
    const passphrase = field(body, 'passphrase');
    const check = await requests.checkPassphrase(request, passphrase);
    if (check === 'too_many') return tooManyAttempts(c);
    if (check !== 'ok') return c.html(requestPassphrasePage(c, request.urlToken, check === 'wrong'), 401);
    if (refused === undefined) return c.html(await form(c, request, { passphrase }));
    const { status, ...said } = refused;
    return c.html(await form(c, request, { passphrase, text: field(body, 'payload'), ...said }), status);
  }

  /** A gate step posted, or a gate that still stands: what to answer instead of the form; null when it admits. */
  const gateFirst = (c: C, request: RequestRecord, body: Record<string, unknown>) =>
    typeof body.gate_step === 'string' ? gate.step(c, request, body) : gate.stand(c, request);

  const routes = new Hono<PageEnv>();
  if (!deps.enabled) return routes.all('*', (c) => notFoundPage(c));
  return routes
    .get('/:urlToken', async (c) => {
      const found = await requests.visit(c.req.param('urlToken'));
      if (found === undefined) return ended(c, 'unknown');
      if (found.state !== 'open') return ended(c, found.state);
      const stop = gate.stand(c, found.request);
      if (stop !== null) return stop;
      if (found.request.passphrase !== null)
        return c.html(requestPassphrasePage(c, found.request.urlToken, false));
      return c.html(await form(c, found.request, {}));
    })
    .post('/:urlToken', async (c) => {
      const found = await requests.visit(c.req.param('urlToken'));
      if (found === undefined) return ended(c, 'unknown');
      const { request, state } = found;
      const posted = await readPost(c, request);
      if (posted instanceof Response) return posted;
      const { body, files: stored, refused } = posted;
      // The gate stands before the passphrase and the answer: its own steps, else its page.
      const stop = state !== 'open' || !csrfMatches(c, body) ? null : gateFirst(c, request, body);
      if (stop !== null) {
        await discard(stored);
        return stop;
      }
      if (!csrfMatches(c, body) || body.step === 'unlock' || refused !== undefined) {
        await discard(stored);
        if (!csrfMatches(c, body)) return formExpired(c);
        return state === 'open' ? unlock(c, request, body, refused) : ended(c, state);
      }
      const passphrase = field(body, 'passphrase');
      const text = field(body, 'payload');
      const result = await requests.answer(
        request.urlToken,
        { text, files: stored, passphrase },
        auditMeta(c),
        activityWho(c, c.get('user'), 'web'),
        gate.reader(c, request),
      );
      switch (result.outcome) {
        case 'answered':
          // Post/redirect/get: a reload shows that it was sent, and never sends it twice.
          return c.redirect(`/req/${request.urlToken}/sent`, 303);
        case 'passphrase':
          if (result.check === 'too_many') return tooManyAttempts(c);
          return c.html(requestPassphrasePage(c, request.urlToken, result.check === 'wrong'), 401);
        case 'invalid':
          return c.html(await form(c, request, { passphrase, text, problem: result.problem }), 422);
        case 'gate':
          // Its pass ran out between the form and the answer: the gate's page again, as when first met.
          return gate.stand(c, request) ?? ended(c, 'closed');
        default:
          return ended(c, result.outcome === 'already_answered' ? 'answered' : result.outcome);
      }
    })
    .get('/:urlToken/sent', async (c) => {
      const found = await requests.visit(c.req.param('urlToken'));
      if (found?.state !== 'answered') return c.redirect(`/req/${c.req.param('urlToken')}`, 303);
      return c.html(endedRequestPage(c, 'sent'));
    });
}

function tooManyAttempts(c: C) {
  const { t } = pageLanguage(c);
  return c.html(
    messagePage(c, t('recipient.tooManyAttemptsTitle'), t('recipient.tooManyAttemptsText'), 'error'),
    429,
  );
}
