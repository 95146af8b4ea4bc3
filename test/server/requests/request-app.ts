import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../../server/accounts/account-settings.ts';
import { apiJson } from '../../../server/http/api-json.ts';
import { wholeBodyLimit } from '../../../server/http/body-limit.ts';
import { trustProxies } from '../../../server/http/client-info.ts';
import { HttpError } from '../../../server/http/errors.ts';
import { defaultProxyTrust } from '../../../server/http/trusted-proxies.ts';
import { memoryCounters } from '../../../server/limits/memory-counters.ts';
import type { PushEvent, PushEventSink } from '../../../server/notifications/push-event.ts';
import { carryLanguageInRedirects } from '../../../server/pages/carry-language.ts';
import { pageFormBody } from '../../../server/pages/form-body.ts';
import type { PageEnv } from '../../../server/pages/page-env.ts';
import { exceptMultipartPost } from '../../../server/pages/push-form-body.ts';
import { answerPageRoutes } from '../../../server/pages/request-answer-routes.ts';
import { requestPageRoutes } from '../../../server/pages/request-owner-routes.ts';
import { pageSecurityHeaders } from '../../../server/pages/security-headers.ts';
import { SessionStore } from '../../../server/pages/session-store.ts';
import { requireSecondFactor } from '../../../server/pages/two-factor-required.ts';
import { webSession } from '../../../server/pages/web-session.ts';
import { memoryRequestStore } from '../../../server/requests/memory-request-store.ts';
import { requestService } from '../../../server/requests/request-service.ts';
import { requestApiRoutes } from '../../../server/routes/requests.ts';
import type { InstanceSettings } from '../../../shared/settings.ts';
import { filesHarness } from '../files-harness.ts';
import type { HarnessOptions } from '../harness.ts';

export interface RequestAppOptions extends Omit<HarnessOptions, 'files'> {
  /** `PWP__ENABLE_REQUESTS`; on unless a test says otherwise. */
  enabled?: boolean;
  configure?: (settings: InstanceSettings) => void;
}

/** pwpush clients may add `.json` to an API path, as the app's own routing allows. */
const routedPath = (request: Request) => {
  const path = getPath(request);
  return path.startsWith('/api/') && path.endsWith('.json') ? path.slice(0, -5) : path;
};

/**
 * The app of harness() with the request routes in front of it, mounted as app.ts is to mount them,
 * over the in-memory request store; what they do not answer goes on to the app itself.
 */
export async function requestApp(options: RequestAppOptions = {}) {
  const { enabled = true, configure, ...harnessOptions } = options;
  const h = await filesHarness(configure, harnessOptions);
  const now = () => h.clock.now;
  const requestStore = memoryRequestStore();
  const events: PushEvent[] = [];
  let counter = 0;
  // The push events' sink, as the app gives it: a request's answer is one of its events.
  const tellOfEvents: PushEventSink = async (event) => {
    events.push(event);
  };
  const requests = requestService({
    requests: requestStore,
    users: h.store,
    pushes: h.service,
    cipher: h.cipher,
    settings: h.settings,
    counters: memoryCounters(),
    now,
    newUrlToken: () => `req${String(++counter).padStart(4, '0')}${'y'.repeat(20)}`,
    events: tellOfEvents,
    discardFiles: async (files) => h.files.vault.remove(files.map((f) => f.id)),
  });
  const app = new Hono({ getPath: routedPath });
  app.use(trustProxies(defaultProxyTrust));
  app.route(
    '/api/v2/requests',
    requestApiRoutes({
      enabled,
      store: h.store,
      requests,
      settings: h.settings,
      files: h.files,
      maxFieldBytes: 1 << 20,
      bodyLimit: wholeBodyLimit(1 << 20),
      now,
    }),
  );
  const sessions = new SessionStore(h.store, now);
  const web = new Hono<PageEnv>();
  // The middleware web-routes.ts gives every page path; answers may carry files, as the home form's post.
  for (const path of ['/req/*', '/requests', '/requests/*']) {
    web.use(
      path,
      pageSecurityHeaders(),
      carryLanguageInRedirects(),
      webSession(sessions, h.store, null),
      requireSecondFactor(DEFAULT_ACCOUNT_SETTINGS),
      path === '/req/*' ? exceptMultipartPost(pageFormBody(1 << 20)) : pageFormBody(1 << 20),
    );
  }
  const pageDeps = { enabled, requests, settings: h.settings, now };
  web.route(
    '/req',
    answerPageRoutes({ ...pageDeps, users: h.store, files: h.files, maxFieldBytes: 1 << 20 }),
  );
  web.route('/requests', requestPageRoutes({ ...pageDeps, filesOffered: true }));
  app.route('/', web);
  app.all('*', (c) => h.app.fetch(c.req.raw));
  app.onError((error, c) => {
    if (error instanceof HttpError) return apiJson(c, error.body, error.status);
    throw error;
  });

  const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(`http://push.test${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
  };
  return { ...h, app, call, requests, requestStore, events };
}

export type RequestApp = Awaited<ReturnType<typeof requestApp>>;
