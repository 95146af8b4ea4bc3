import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import type { InstanceSettings } from '../shared/settings.ts';
import { NOT_FOUND } from '../shared/wire.ts';
import { type AccountSettings, DEFAULT_ACCOUNT_SETTINGS } from './accounts/account-settings.ts';
import { type ActivityRecorder, activityRecorder } from './activity/activity-recorder.ts';
import { notificationFeedRoutes } from './api/notification-feed.ts';
import { openApiRoutes } from './api/openapi.ts';
import { policyRoutes } from './api/policy.ts';
import { pushRoutes } from './api/pushes.ts';
import { requestApiRoutes } from './api/requests.ts';
import { upRoutes } from './api/up.ts';
import { LEGACY_SEGMENTS, legacyApiPath } from './api/v1/legacy-paths.ts';
import { legacyPushRoutes } from './api/v1/legacy-pushes.ts';
import { versionRoutes } from './api/version.ts';
import { type Brand, DEFAULT_BRAND } from './brand/brand.ts';
import { aesGcmCipher, type Cipher } from './crypto/cipher.ts';
import { newSecretToken } from './crypto/tokens.ts';
import { apiJson } from './http/api-json.ts';
import { type AuthEnv, authenticate } from './http/auth.ts';
import { wholeBodyLimit } from './http/body-limit.ts';
import { trustProxies } from './http/client-info.ts';
import { HttpError } from './http/errors.ts';
import { withRequestLog } from './http/request-log.ts';
import { RequestThrottle, THROTTLE_OFF, type ThrottleLimits } from './http/throttle.ts';
import type { Counters } from './limits/counters.ts';
import { describeError, type Logger, redactPath } from './log/log.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Metrics } from './metrics/metrics.ts';
import { metricsRoutes } from './metrics/metrics-routes.ts';
import { requestMetrics } from './metrics/request-metrics.ts';
import { defaultProxyTrust, type ProxyTrust } from './net/trusted-proxies.ts';
import type { Notifier } from './notifications/notifier.ts';
import { DEFAULT_NOTIFY_SETTINGS, type NotifySettings } from './notifications/notify-settings.ts';
import { type BrandSource, brandSource, fixedBrandSettings } from './pushes/brand-source.ts';
import { FilesUnavailableError } from './pushes/files-unavailable.ts';
import type { GateSettings } from './pushes/gate-settings.ts';
import { linkMails } from './pushes/link-mails.ts';
import type { PushFiles } from './pushes/push-files.ts';
import type { PushService } from './pushes/service.ts';
import { type RequestService, requestService } from './requests/request-service.ts';
import { scimRoutes } from './scim/scim-routes.ts';
import type { Store } from './store/port.ts';
import type { StoredFile } from './store/records.ts';
import { storeUnavailable } from './store/store-unavailable.ts';
import { brandedPages } from './web/chrome/brand-pages.ts';
import {
  failurePage,
  filesUnavailablePage,
  notFoundPage,
  unavailablePage,
  type VisitorLookup,
} from './web/chrome/fallback-pages.ts';
import { SessionStore } from './web/chrome/session-store.ts';
import { throttleRequests } from './web/chrome/throttle-requests.ts';
import { recognizeVisitor } from './web/chrome/web-session.ts';
import { downloadRoutes } from './web/pushes/download-routes.ts';
import { webRoutes } from './web/web-routes.ts';

export interface AppDeps {
  store: Store;
  service: PushService;
  settings: InstanceSettings;
  /** This server's own release, reported beside the Password Pusher release it serves. */
  secretPushVersion: string;
  logger: Logger;
  /** Largest request body accepted, in bytes. */
  bodyLimitBytes: number;
  now?: () => number;
  /** Files of file pushes; without it, file uploads are refused. */
  files?: PushFiles;
  /** Signs the result page's creator marker; derive it from the instance key so every worker agrees. Random when omitted. */
  markerKey?: Buffer;
  /** Peers whose X-Forwarded-* headers count; loopback and private ranges when omitted. */
  trustedProxies?: ProxyTrust;
  /** Per-client request throttles (`PWP__THROTTLING__*`); off when omitted, as tests from one address need. */
  throttling?: ThrottleLimits;
  /** Sign-in limits and request throttles count here: shared by every process that serves as one. */
  counters: Counters;
  /** Whether every worker of this server serves (a cluster worker asks its primary); /up says 503 while not. */
  allWorkersServing?: () => Promise<boolean>;
  /** Web sign-in sessions; kept in `store` when omitted. */
  sessions?: SessionStore;
  /** Prometheus metrics at /metrics; without them, no request is timed and /metrics is not served. */
  metrics?: { registry: Metrics; token: string | null };
  /** Outgoing mail; null or omitted when no SMTP server is set. */
  mailer?: Mailer | null;
  /** Sign-up, a required second factor and single sign-on; all off when omitted. */
  accounts?: AccountSettings;
  /** Seals the account secrets kept in the store (TOTP secrets, flow data); a random key when omitted. */
  accountCipher?: Cipher;
  /** Keys the digests of short account codes; derive it from the instance key so every worker agrees. Random when omitted. */
  accountDigestKey?: Buffer;
  /** Link mails, notices and webhooks, requests; the defaults when omitted. */
  notify?: NotifySettings;
  /** How long a gate's mailed code and its pass work; the defaults when omitted. */
  gates?: GateSettings;
  /** Sends a user's test notice from the notifications page; no test button when omitted. */
  notifier?: Pick<Notifier, 'sendTest'>;
  /** Requests (with `notify.requests`); kept in `store` by a service made here when omitted. */
  requests?: RequestService;
  /**
   * The instance's name, logos, accent and words on every page: the source the settings page saves
   * to, or a brand to start from with nothing pinned; Secret Push's own when omitted.
   */
  brand?: Brand | BrandSource;
  /**
   * The instance's activity log, the one the push and request services record into; made over
   * `store` when omitted (the services then record nothing).
   */
  activity?: ActivityRecorder;
}

/** Removes the stored files of an answer or attachment that no request took. */
export const discardWith = (files: PushFiles) => async (stored: StoredFile[]) => files.discard(stored);

/**
 * pwpush clients may add `.json` to any API path; routes are written without it. The legacy v1
 * API's paths (`/p.json`, `/p/:token.json`, ...) are routed under `/api/v1/`.
 */
const routedPath = (request: Request) => {
  const path = getPath(request);
  if (path.startsWith('/api/')) return path.endsWith('.json') ? path.slice(0, -5) : path;
  return legacyApiPath(path) ?? path;
};

/** How long a new web session lasts: the policy's `sessionHours`. */
export const sessionLength = (service: Pick<PushService, 'policy'>) => async () =>
  (await service.policy.current()).sessionHours * 3_600_000;

export function createApp(deps: AppDeps) {
  const { settings, logger } = deps;
  const now = deps.now ?? Date.now;
  const activity: ActivityRecorder = deps.activity ?? activityRecorder({ store: deps.store, now, logger });
  const app = new Hono<AuthEnv>({ getPath: routedPath });
  // First of all: the client address that limits, throttles and the audit log key on depends on it.
  app.use(trustProxies(deps.trustedProxies ?? defaultProxyTrust));
  // Around everything, so refusals, failures and unknown paths show the brand and allow its logo.
  const brand =
    deps.brand !== undefined && 'current' in deps.brand
      ? deps.brand
      : brandSource({ store: deps.store, settings: fixedBrandSettings(deps.brand ?? DEFAULT_BRAND), now });
  app.use(brandedPages(brand));
  // Timed before the throttles, so the requests they refuse are counted too.
  if (deps.metrics !== undefined) app.use(requestMetrics(deps.metrics.registry));
  const sessions = deps.sessions ?? new SessionStore(deps.store, now, sessionLength(deps.service));
  // Pages answered outside the web routes (refusals, failures, unknown paths) still show who is signed in.
  const recognize: VisitorLookup = (c) => recognizeVisitor(c, sessions, deps.store);
  const throttle = new RequestThrottle(deps.counters, deps.throttling ?? THROTTLE_OFF);
  if (throttle.enabled) app.use(throttleRequests(throttle, now));

  if (deps.metrics !== undefined) {
    app.route('/metrics', metricsRoutes(deps.metrics.registry, deps.metrics.token));
  }
  app.route('/up', upRoutes(deps.store, deps.allWorkersServing));
  const notify = deps.notify ?? DEFAULT_NOTIFY_SETTINGS;
  const mailer = deps.mailer ?? null;
  const links = linkMails({ mailer, counters: deps.counters, notify, now, logger });
  app.route(
    '/api/v2/version',
    versionRoutes(
      deps.secretPushVersion,
      settings,
      { emailAutoDispatch: links.available, requests: notify.requests, gateKinds: deps.service.gateKinds },
      deps.service.policy,
    ),
  );
  app.route('/api/v2/policy', policyRoutes(deps.service.policy));
  app.route('/api/v2/openapi', openApiRoutes());
  const pushDeps = {
    service: deps.service,
    settings,
    files: deps.files,
    maxFieldBytes: deps.bodyLimitBytes,
    bodyLimit: wholeBodyLimit(deps.bodyLimitBytes),
    linkMails: links,
  };
  // One key for the account pages, named API keys and SCIM secrets: a key or secret made on a page works at the API and /scim/v2.
  const digestKey = deps.accountDigestKey ?? randomBytes(32);
  const keys = { digestKey, activity, counters: deps.counters };
  app.use('/api/v2/pushes/*', authenticate(deps.store, settings.allowAnonymous, now, keys));
  app.route('/api/v2/pushes', pushRoutes(pushDeps));
  app.use('/api/v1/*', authenticate(deps.store, settings.allowAnonymous, now, keys));
  for (const segment of LEGACY_SEGMENTS) app.route(`/api/v1/${segment}`, legacyPushRoutes(segment, pushDeps));
  const cipher = deps.accountCipher ?? aesGcmCipher(randomBytes(32));
  app.use('/api/v2/notifications', authenticate(deps.store, false, now, keys));
  app.route('/api/v2/notifications', notificationFeedRoutes(deps.store, cipher));
  const requests =
    deps.requests ??
    requestService({
      requests: deps.store,
      users: deps.store,
      pushes: deps.service,
      cipher,
      settings,
      counters: deps.counters,
      now,
      newUrlToken: newSecretToken,
      activity,
      ...(deps.files === undefined ? {} : { discardFiles: discardWith(deps.files) }),
    });
  app.route(
    '/api/v2/requests',
    requestApiRoutes({
      enabled: notify.requests,
      store: deps.store,
      requests,
      settings,
      ...(deps.files === undefined ? {} : { files: deps.files }),
      maxFieldBytes: deps.bodyLimitBytes,
      bodyLimit: wholeBodyLimit(deps.bodyLimitBytes),
      now,
      keys,
    }),
  );
  app.route(
    '/scim/v2',
    scimRoutes({
      store: deps.store,
      service: deps.service,
      directory: (deps.accounts ?? DEFAULT_ACCOUNT_SETTINGS).directory,
      digestKey,
      activity,
      counters: deps.counters,
      now,
      logger,
      overrideBaseUrl: settings.overrideBaseUrl,
      bodyLimitBytes: deps.bodyLimitBytes,
    }),
  );
  if (deps.files !== undefined) app.route('/f', downloadRoutes(deps.files, now, recognize, activity));

  app.route(
    '/',
    webRoutes({
      store: deps.store,
      activity,
      service: deps.service,
      settings,
      sessions,
      counters: deps.counters,
      bodyLimitBytes: deps.bodyLimitBytes,
      now,
      secretPushVersion: deps.secretPushVersion,
      markerKey: deps.markerKey ?? randomBytes(32),
      mailer,
      accounts: deps.accounts ?? DEFAULT_ACCOUNT_SETTINGS,
      cipher,
      notify,
      linkMails: links,
      requests,
      ...(deps.notifier === undefined ? {} : { notifier: deps.notifier }),
      digestKey,
      logger,
      ...(deps.files === undefined ? {} : { files: deps.files }),
      ...(deps.gates === undefined ? {} : { gates: deps.gates }),
      brand,
    }),
  );

  const isApi = (path: string) => path.startsWith('/api/') || legacyApiPath(path) !== undefined;
  app.notFound((c) => (isApi(c.req.path) ? apiJson(c, NOT_FOUND, 404) : notFoundPage(c, recognize)));
  app.onError((error, c) => {
    if (error instanceof HttpError) return apiJson(c, error.body, error.status);
    // Logged where it was met (push-files.ts), in one line.
    if (error instanceof FilesUnavailableError) {
      c.header('Retry-After', String(error.retryAfterSeconds));
      return isApi(c.req.path)
        ? apiJson(c, { error: error.message }, 503)
        : filesUnavailablePage(c, recognize);
    }
    const unavailable = storeUnavailable(error);
    if (unavailable !== null) {
      // The store logs its own outage once, when it begins; a raw failure elsewhere is logged here.
      if (unavailable !== error)
        logger.error(`${c.req.method} ${redactPath(c.req.path)} failed: ${describeError(error)}`);
      c.header('Retry-After', String(unavailable.retryAfterSeconds));
      return isApi(c.req.path)
        ? apiJson(
            c,
            { error: 'The server cannot save anything right now; nothing was changed. Try again shortly.' },
            503,
          )
        : unavailablePage(c);
    }
    logger.error(`${c.req.method} ${redactPath(c.req.path)} failed: ${describeError(error)}`);
    return isApi(c.req.path)
      ? apiJson(c, { error: 'Internal server error.' }, 500)
      : failurePage(c, recognize);
  });
  app.fetch = withRequestLog(app.fetch, logger, now);
  return app;
}
