import { Hono } from 'hono';
import type { InstanceSettings } from '../../shared/settings.ts';
import type { AccountSettings } from '../accounts/account-settings.ts';
import { InvitationGuessLimiter } from '../accounts/invitation-guess-limiter.ts';
import { SignInLimiter } from '../accounts/sign-in-limiter.ts';
import { userAdmin } from '../accounts/user-admin.ts';
import type { ActivityRecorder } from '../activity/activity-recorder.ts';
import type { Cipher } from '../crypto/cipher.ts';
import type { Counters } from '../limits/counters.ts';
import type { Logger } from '../log/log.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { NotifySettings } from '../notifications/notify-settings.ts';
import type { BrandSource } from '../pushes/brand-source.ts';
import { gateCodes } from '../pushes/gate-codes.ts';
import { DEFAULT_GATE_SETTINGS, type GateSettings } from '../pushes/gate-settings.ts';
import type { LinkMails } from '../pushes/link-mails.ts';
import type { PushFiles } from '../pushes/push-files.ts';
import type { PushService } from '../pushes/service.ts';
import type { RequestService } from '../requests/request-service.ts';
import type { Store } from '../store/port.ts';
import { accountPageRoutes } from './accounts/account-page-routes.ts';
import { tokenRoutes } from './accounts/token-routes.ts';
import { adminRoutes } from './admin/admin-routes.ts';
import { apiPageRoutes } from './api-docs/api-page.ts';
import type { AccountFlowDeps } from './chrome/account-flow-deps.ts';
import { brandLogoRoutes } from './chrome/brand-logos.ts';
import { carryLanguageInRedirects } from './chrome/carry-language.ts';
import { faviconRoutes } from './chrome/favicon.ts';
import { pageFormBody } from './chrome/form-body.ts';
import type { PageEnv } from './chrome/page-env.ts';
import { pageSecurityHeaders } from './chrome/security-headers.ts';
import type { SessionStore } from './chrome/session-store.ts';
import { webSession } from './chrome/web-session.ts';
import { gatePasses } from './gates/gate-pass.ts';
import { gateDoor } from './gates/gate-routes.ts';
import { notificationPageRoutes } from './notifications/notification-page-routes.ts';
import { passkeyRoutes } from './passkeys/passkey-routes.ts';
import { auditPageRoutes } from './pushes/audit-page-routes.ts';
import { createdMarker } from './pushes/created-marker.ts';
import { dashboardRoutes } from './pushes/dashboard-routes.ts';
import { editRoutes } from './pushes/edit-routes.ts';
import { expireRoutes } from './pushes/expire-routes.ts';
import { homeRoutes } from './pushes/home-routes.ts';
import { openPageRoutes } from './pushes/open-page-routes.ts';
import { previewRoutes } from './pushes/preview-routes.ts';
import { exceptMultipartPost } from './pushes/push-form-body.ts';
import { recipientRoutes } from './pushes/recipient-routes.ts';
import { sealedRecipientRoutes } from './pushes/sealed-recipient-routes.ts';
import { sealedScriptRoutes } from './pushes/sealed-script.ts';
import { answerPageRoutes } from './requests/request-answer-routes.ts';
import { requestGateDoor } from './requests/request-gate-door.ts';
import { requestPageRoutes } from './requests/request-owner-routes.ts';
import { accountRoutes } from './sign-in/account-routes.ts';
import { deviceRoutes } from './sign-in/device-routes.ts';
import { invitationRoutes } from './sign-in/invitation-routes.ts';
import { recoveryRoutes } from './sign-in/recovery-routes.ts';
import { throttledSignIn } from './sign-in/throttled-sign-in.ts';
import { ssoRoutes } from './sso/sso-routes.ts';
import { requireSecondFactor } from './two-factor/two-factor-required.ts';
import { twoFactorRoutes } from './two-factor/two-factor-routes.ts';

export interface WebDeps {
  store: Store;
  /** Where every use case records its events: the instance's activity log. */
  activity: ActivityRecorder;
  /** The brand in force, which the settings page changes. */
  brand: BrandSource;
  service: PushService;
  settings: InstanceSettings;
  sessions: SessionStore;
  /** Sign-in attempts are counted here. */
  counters: Counters;
  bodyLimitBytes: number;
  now: () => number;
  /** Shown on the admin page. */
  secretPushVersion: string;
  /** Files of file pushes; without it, the home page offers no file form. */
  files?: PushFiles;
  /** Signs the marker that recognises an anonymous creator on the result page (see created-marker.ts). */
  markerKey: Buffer;
  /** Outgoing mail; null when no SMTP server is set. */
  mailer: Mailer | null;
  accounts: AccountSettings;
  /** The instance key's cipher, for the account secrets the store keeps sealed. */
  cipher: Cipher;
  /** Keys the digests of short account codes; see AccountFlowDeps. */
  digestKey: Buffer;
  /** The account flows log their refusals here, by kind only. */
  logger?: Logger;
  /** Link mails, notices and webhooks, requests. */
  notify: NotifySettings;
  /** Sends the notifications page's test notice; without it the page offers no test. */
  notifier?: Pick<Notifier, 'sendTest'>;
  /** Mails a push's link to the addresses its signed-in sender gives. */
  linkMails: LinkMails;
  /** Requests; their pages are found only with `notify.requests`. */
  requests: RequestService;
  /** How long a gate's mailed code and its pass work; the defaults when omitted. */
  gates?: GateSettings;
}

/** Paths of the server-rendered pages; everything under /api/ stays JSON (`/api` itself is the API page). */
const PAGE_PATHS = [
  '/',
  '/p/*',
  '/users/*',
  '/api',
  '/d',
  '/d/*',
  '/admin',
  '/admin/*',
  '/open',
  '/req/*',
  '/requests',
  '/requests/*',
];

/** Paths whose posts may carry files, read as a stream by their own routes rather than as a form. */
const STREAMED_POSTS = new Set(['/', '/req/*']);

/** The pages a person opens in a browser: secret links, the home form, sign-in and the token page. */
export function webRoutes(deps: WebDeps) {
  const web = new Hono<PageEnv>();
  const policyRequiresSecondFactor = async () => (await deps.service.policy.current()).twoFactorRequired;
  const hasPasskey = async (userId: string) => (await deps.store.listPasskeys(userId)).length > 0;
  if (deps.notify.requests) {
    web.use(async (c, next) => {
      c.set('requestsOn', true);
      await next();
    });
  }
  for (const path of PAGE_PATHS) {
    web.use(
      path,
      pageSecurityHeaders(),
      carryLanguageInRedirects(),
      webSession(deps.sessions, deps.store, deps.settings.overrideBaseUrl),
      requireSecondFactor(deps.accounts, policyRequiresSecondFactor, hasPasskey),
      STREAMED_POSTS.has(path)
        ? exceptMultipartPost(pageFormBody(deps.bodyLimitBytes))
        : pageFormBody(deps.bodyLimitBytes),
    );
  }
  const accountDeps = {
    admin: userAdmin(deps.store, deps.now),
    store: deps.store,
    service: deps.service,
    sessions: deps.sessions,
    limiter: new SignInLimiter(deps.counters, deps.now),
    activity: deps.activity,
    accounts: deps.accounts,
    mailer: deps.mailer,
    cipher: deps.cipher,
    overrideBaseUrl: deps.settings.overrideBaseUrl,
    policyRequiresSecondFactor,
    now: deps.now,
  };
  const flowDeps: AccountFlowDeps = {
    policyRequiresSecondFactor,
    activity: deps.activity,
    store: deps.store,
    sessions: deps.sessions,
    counters: deps.counters,
    mailer: deps.mailer,
    accounts: deps.accounts,
    cipher: deps.cipher,
    digestKey: deps.digestKey,
    ...(deps.logger === undefined ? {} : { logger: deps.logger }),
    overrideBaseUrl: deps.settings.overrideBaseUrl,
    now: deps.now,
  };
  web.route('/users/auth/oidc', ssoRoutes(flowDeps));
  web.route('/users', recoveryRoutes(flowDeps));
  web.route(
    '/users',
    passkeyRoutes(flowDeps, (c, returnTo) => throttledSignIn(c, flowDeps, returnTo)),
  );
  web.route('/users', twoFactorRoutes(flowDeps));
  web.route('/users', deviceRoutes(flowDeps));
  web.route('/users/account', accountPageRoutes(accountDeps));
  const notifications = { ...flowDeps, notify: deps.notify };
  web.route(
    '/users/notifications',
    notificationPageRoutes(
      deps.notifier === undefined ? notifications : { ...notifications, notifier: deps.notifier },
    ),
  );
  const linkDeps = {
    store: deps.store,
    sessions: deps.sessions,
    limiter: new InvitationGuessLimiter(deps.counters, deps.now),
    activity: deps.activity,
    overrideBaseUrl: deps.settings.overrideBaseUrl,
    now: deps.now,
  };
  web.route('/users/setup', invitationRoutes('setup', linkDeps));
  web.route('/users/invitation', invitationRoutes('invitation', linkDeps));
  web.route(
    '/admin',
    adminRoutes({
      store: deps.store,
      service: deps.service,
      version: deps.secretPushVersion,
      overrideBaseUrl: deps.settings.overrideBaseUrl,
      now: deps.now,
      mailer: deps.mailer,
      brand: deps.brand,
      activity: deps.activity,
      cipher: deps.cipher,
      directory: deps.accounts.directory,
      digestKey: deps.digestKey,
    }),
  );
  web.route('/users/token', tokenRoutes({ ...accountDeps, digestKey: deps.digestKey }));
  web.route('/users', accountRoutes(accountDeps));
  web.route('/api', apiPageRoutes());
  web.route('/', faviconRoutes());
  web.route('/brand', brandLogoRoutes(deps.store));
  web.route('/assets', sealedScriptRoutes());
  const { overrideBaseUrl } = deps.settings;
  const marker = createdMarker(deps.markerKey, deps.now, overrideBaseUrl);
  web.route('/p', previewRoutes({ service: deps.service, overrideBaseUrl, now: deps.now, marker }));
  const answers = deps.requests.answerIndex;
  web.route('/d', dashboardRoutes({ service: deps.service, now: deps.now, answers }));
  web.route('/p', auditPageRoutes({ service: deps.service }));
  web.route('/p', expireRoutes({ service: deps.service, now: deps.now }));
  web.route('/p', editRoutes({ service: deps.service, settings: deps.settings, now: deps.now }));
  const gates = deps.gates ?? DEFAULT_GATE_SETTINGS;
  const codes = gateCodes({
    ...gates,
    store: deps.store,
    counters: deps.counters,
    digestKey: deps.digestKey,
    now: deps.now,
  });
  const passes = gatePasses(deps.markerKey, deps.now, overrideBaseUrl);
  const gate = gateDoor({ service: deps.service, codes, passes, mailer: deps.mailer, gates, now: deps.now });
  web.route('/p', sealedRecipientRoutes({ service: deps.service, now: deps.now, gate }));
  web.route('/p', recipientRoutes({ service: deps.service, now: deps.now, gate }));
  web.route('/open', openPageRoutes());
  const enabled = deps.notify.requests;
  const files = deps.files === undefined ? {} : { files: deps.files };
  web.route(
    '/req',
    answerPageRoutes({
      enabled,
      requests: deps.requests,
      users: deps.store,
      settings: deps.settings,
      ...files,
      maxFieldBytes: deps.bodyLimitBytes,
      now: deps.now,
      gate: requestGateDoor({ requests: deps.requests, codes, passes, mailer: deps.mailer, gates }),
    }),
  );
  web.route(
    '/requests',
    requestPageRoutes({
      enabled,
      requests: deps.requests,
      settings: deps.settings,
      filesOffered: deps.files !== undefined && deps.settings.enableFilePushes,
      now: deps.now,
    }),
  );
  const home = {
    service: deps.service,
    settings: deps.settings,
    marker,
    maxFieldBytes: deps.bodyLimitBytes,
    linkMails: deps.linkMails,
  };
  web.route('/', homeRoutes(deps.files === undefined ? home : { ...home, files: deps.files }));
  return web;
}
