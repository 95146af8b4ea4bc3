import { type Context, Hono } from 'hono';
import { viewsRemaining } from '../../../shared/expiry.ts';
import { parsePage } from '../../../shared/normalize.ts';
import type { FieldErrors } from '../../../shared/result.ts';
import type { InstanceSettings } from '../../../shared/settings.ts';
import { auditMeta, baseUrl } from '../../http/client-info.ts';
import { activityWho } from '../../http/door-actor.ts';
import { answerUrl } from '../../requests/request-json.ts';
import type { RequestService } from '../../requests/request-service.ts';
import type { UserRecord } from '../../store/records.ts';
import { type RequestRecord, requestState } from '../../store/request-records.ts';
import { notFoundPage } from '../chrome/fallback-pages.ts';
import { formExpired } from '../chrome/message-pages.ts';
import { signedInUser } from '../chrome/owner-guard.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import { badPagePage } from '../pushes/dashboard-views.ts';
import {
  REQUEST_NOTICES,
  type RequestNotice,
  requestAnswerPage,
  requestDetailPage,
} from './request-detail-views.ts';
import {
  defaultRequestValues,
  type RequestFormValues,
  readRequestValues,
  requestFormErrors,
  requestFormPage,
  requestParameter,
} from './request-form-views.ts';
import { type RequestRow, requestListPage } from './request-list-views.ts';

export interface RequestPageDeps {
  /** `PWP__ENABLE_REQUESTS`: off, these pages are not found. */
  enabled: boolean;
  requests: RequestService;
  settings: InstanceSettings;
  /** Whether answers may carry files on this server (it keeps files). */
  filesOffered: boolean;
  now: () => number;
}

type C = Context<PageEnv>;

/** Requests a list page shows; one more is asked for, to know whether an older page exists. */
const LIST_PAGE_SIZE = 25;

const isNotice = (value: string | undefined): value is RequestNotice =>
  value !== undefined && Object.hasOwn(REQUEST_NOTICES, value);

/** `/requests`: a signed-in user's requests, the form that makes one, each one and its answer. */
export function requestPageRoutes(deps: RequestPageDeps) {
  const { requests, settings, now } = deps;
  const routes = new Hono<PageEnv>();
  if (!deps.enabled) return routes.all('*', (c) => notFoundPage(c));

  const row = (request: RequestRecord): RequestRow => {
    const words = requests.words(request);
    const state = requestState(request, now());
    return {
      urlToken: request.urlToken,
      title: requests.titleOf(request),
      message: words.message,
      state,
      closesAt: request.closesAt,
      endedAt: state === 'answered' ? request.answeredAt : (request.closedAt ?? request.closesAt),
      allowFiles: request.allowFiles,
      hasPassphrase: request.passphrase !== null,
    };
  };
  /** The user's own request, or the page not found: someone else's is not said to exist. */
  const mine = async (c: C, user: UserRecord) => {
    const found = await requests.owned(c.req.param('urlToken') ?? '', user);
    return found.ok ? found.value : null;
  };
  /** The form offers the durations the policy in force allows, as the request is checked against it. */
  const form = async (c: C, values: RequestFormValues, errors: FieldErrors = {}) =>
    requestFormPage(c, {
      settings: await requests.settingsNow(),
      values,
      errors,
      filesOffered: deps.filesOffered,
      emailGateOffered: requests.gateKinds.includes('email'),
    });

  return routes
    .get('/', async (c) => {
      const user = signedInUser(c);
      if (user instanceof Response) return user;
      const pageNumber = parsePage(c.req.query('page'));
      if (!pageNumber.ok) return c.html(badPagePage(c), 400);
      const found = await requests.list(user, pageNumber.value, undefined, LIST_PAGE_SIZE + 1);
      const view = {
        rows: found.slice(0, LIST_PAGE_SIZE).map(row),
        page: pageNumber.value,
        hasNext: found.length > LIST_PAGE_SIZE,
      };
      return c.html(requestListPage(c, view, now()));
    })
    .get('/new', async (c) => {
      const user = signedInUser(c);
      if (user instanceof Response) return user;
      // Requests turned off by the policy: no new one is asked, as when the feature is off.
      if (!(await requests.open())) return notFoundPage(c);
      return c.html(await form(c, defaultRequestValues(await requests.settingsNow())));
    })
    .post('/new', async (c) => {
      const user = signedInUser(c);
      if (user instanceof Response) return user;
      if (!(await requests.open())) return notFoundPage(c);
      const body = await c.req.parseBody();
      if (!csrfMatches(c, body)) return formExpired(c);
      const values = readRequestValues(body);
      const input = await requests.normalize(requestParameter(values));
      if (!input.ok) {
        const errors = requestFormErrors(pageLanguage(c), input.refusal.body as FieldErrors, values);
        return c.html(await form(c, values, errors), 422);
      }
      const made = await requests.create(
        { ...input.value, allowFiles: input.value.allowFiles && deps.filesOffered },
        user,
        auditMeta(c),
        [],
        activityWho(c, user, 'web'),
      );
      // Post/redirect/get: a reload shows the request again and never makes a second one.
      return c.redirect(`/requests/${made.urlToken}?notice=created`, 303);
    })
    .get('/:urlToken', async (c) => {
      const user = signedInUser(c);
      if (user instanceof Response) return user;
      const request = await mine(c, user);
      if (request === null) return notFoundPage(c);
      const answer = await requests.livePush(request.answerToken);
      const answerToken = answer?.urlToken;
      const notice = c.req.query('notice');
      return c.html(
        requestDetailPage(
          c,
          {
            ...row(request),
            link: answerUrl(baseUrl(c, settings.overrideBaseUrl), request.urlToken),
            answerLive: answer !== undefined,
            answerViewsLeft: answer === undefined ? 0 : viewsRemaining(answer),
            answerAudit: answerToken === undefined ? null : `/p/${answerToken}/audit`,
            notice: isNotice(notice) ? notice : null,
            gate: requests.gateOf(request),
          },
          now(),
        ),
      );
    })
    .get('/:urlToken/answer', async (c) => {
      const user = signedInUser(c);
      if (user instanceof Response) return user;
      const request = await mine(c, user);
      if (request === null) return notFoundPage(c);
      const answer = await requests.readAnswer(request, user, auditMeta(c), activityWho(c, user, 'web'));
      if (answer === null) return c.redirect(`/requests/${request.urlToken}`, 303);
      return c.html(requestAnswerPage(c, request.urlToken, answer, now()));
    })
    .post('/:urlToken/close', async (c) => {
      const user = signedInUser(c);
      if (user instanceof Response) return user;
      if (!csrfMatches(c, await c.req.parseBody())) return formExpired(c);
      const request = await mine(c, user);
      if (request === null) return notFoundPage(c);
      const answered = requestState(request, now()) === 'answered';
      await requests.close(request.urlToken, user, auditMeta(c), activityWho(c, user, 'web'));
      return c.redirect(
        `/requests/${request.urlToken}?notice=${answered ? 'answer_deleted' : 'closed'}`,
        303,
      );
    });
}
