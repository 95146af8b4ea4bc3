import { Hono } from 'hono';
import type { DirectorySettings } from '../../accounts/directory/directory-settings.ts';
import { INVITATION_LIFETIME_MS, invite, revokeInvitation } from '../../accounts/invitations.ts';
import { AccountError, changeRole, normalizeEmail, turnOffSecondFactor } from '../../accounts/user-admin.ts';
import type { ActivityRecorder } from '../../activity/activity-recorder.ts';
import type { Cipher } from '../../crypto/cipher.ts';
import { baseUrl } from '../../http/client-info.ts';
import { invitationMail } from '../../mail/account-mail.ts';
import { sendAccountNotice } from '../../mail/account-notices.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { BrandSource } from '../../pushes/brand-source.ts';
import type { PushService } from '../../pushes/service.ts';
import type { ActivityStore } from '../../store/activity-store.ts';
import type { ApiKeyStore } from '../../store/api-key-store.ts';
import type { BrandLogoStore } from '../../store/brand-logo-store.ts';
import type { DeviceTokenStore } from '../../store/device-token-store.ts';
import type { DirectoryStore } from '../../store/directory-store.ts';
import type { InvitationStore } from '../../store/invitation-store.ts';
import type { OneTimeStore } from '../../store/one-time-store.ts';
import type { PasskeyStore } from '../../store/passkey-store.ts';
import type { PolicyStore } from '../../store/policy-store.ts';
import type { PushStore } from '../../store/push-store.ts';
import type { RequestStore } from '../../store/request-store.ts';
import type { SignInStore } from '../../store/sign-in-store.ts';
import type { StoreControl } from '../../store/store-control.ts';
import type { UserStore } from '../../store/user-store.ts';
import { notFoundPage } from '../chrome/fallback-pages.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { signInFirst } from '../chrome/return-target.ts';
import { keepTokenForDisplay, takeTokenForDisplay } from '../chrome/token-once.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import { activityRoutes } from './activity-routes.ts';
import {
  forbiddenPage,
  invitationMadePage,
  type MadeInvitation,
  twoFactorOffPage,
} from './admin-action-views.ts';
import { type AdminView, adminPage, isAdminNotice } from './admin-views.ts';
import { allPushesRoutes } from './all-pushes-routes.ts';
import { INVITATION_SHOWN } from './invitation-shown.ts';
import { scimPageRoutes } from './scim-routes.ts';
import { settingsRoutes } from './settings-routes.ts';
import { userPageRoutes } from './user-page-routes.ts';

export interface AdminDeps {
  store: UserStore &
    InvitationStore &
    DeviceTokenStore &
    ApiKeyStore &
    RequestStore &
    PushStore &
    SignInStore &
    OneTimeStore &
    PasskeyStore &
    StoreControl &
    PolicyStore &
    BrandLogoStore &
    ActivityStore &
    DirectoryStore;
  service: PushService;
  version: string;
  overrideBaseUrl: string | null;
  now: () => number;
  /** Invitations go out by e-mail when set; without it, the admin passes the link on by hand. */
  mailer?: Mailer | null;
  /** The brand in force, which the settings page changes. */
  brand: BrandSource;
  /** Records administrators' changes in the activity log. */
  activity: ActivityRecorder;
  /** The instance key's cipher: the list of every push names each by its sealed url token, never the token. */
  cipher: Cipher;
  /** Roles from the directory and leavers' links, shown on the provisioning page. */
  directory: DirectorySettings;
  /** The account digest key, which provisioning secrets are kept under. */
  digestKey: Buffer;
}

/** An administrator's own second factor goes through their account page, which asks for their password. */
const OWN_TWO_FACTOR_OFF = '/users/two_factor/remove';

const text = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name] : '';

/** `/admin`: users, invitations and the instance's state, for administrators only. */
export function adminRoutes(deps: AdminDeps) {
  const { store, now } = deps;
  const mailer = deps.mailer ?? null;
  const app = new Hono<PageEnv>();
  // Every route: signed-out visitors sign in first, other users get 403, and a POST needs the CSRF token.
  app.use('*', async (c, next) => {
    const user = c.get('user');
    if (user === null) return signInFirst(c);
    if (!user.admin) return c.html(forbiddenPage(c), 403);
    if (c.req.method === 'POST' && !csrfMatches(c, await c.req.parseBody())) return formExpired(c);
    return next();
  });

  async function view(
    c: Parameters<typeof adminPage>[0],
    extra: Partial<AdminView> = {},
  ): Promise<AdminView> {
    const at = now();
    const [users, invitations, health, counts] = await Promise.all([
      store.listUsers(),
      store.listInvitations(),
      store.health(),
      store.countPushes(at),
    ]);
    const me = c.get('user');
    if (me === null) throw new Error('The admin routes run for a signed-in user only.');
    const facts = { version: deps.version, health, counts, mailOrigin: mailer?.origin ?? null };
    return { me, users, invitations, facts, now: at, mailing: mailer !== null, ...extra };
  }

  // First, so a user's page and its removal with a hand-over answer before the list's older routes.
  app.route('/', userPageRoutes({ ...deps, mailer, overrideBaseUrl: deps.overrideBaseUrl }));
  app.route('/pushes', allPushesRoutes(deps));
  app.route(
    '/settings',
    settingsRoutes({ store, policy: deps.service.policy, brand: deps.brand, now, activity: deps.activity }),
  );
  app.route('/activity', activityRoutes({ store, now, overrideBaseUrl: deps.overrideBaseUrl }));
  app.route(
    '/scim',
    scimPageRoutes({
      store,
      directory: deps.directory,
      digestKey: deps.digestKey,
      activity: deps.activity,
      now,
      overrideBaseUrl: deps.overrideBaseUrl,
    }),
  );
  return app
    .get('/', async (c) => {
      const done = c.req.query('done');
      const extra: Partial<AdminView> = {
        ...(isAdminNotice(done) ? { notice: done } : {}),
        ...(c.req.query('error') === 'last_admin' ? { error: 'lastAdmin' } : {}),
      };
      return c.html(adminPage(c, await view(c, extra)));
    })
    .post('/invitations', async (c) => {
      const form = await c.req.parseBody();
      const typed = text(form, 'email').trim();
      const admin = text(form, 'admin') === 'yes';
      let email: string;
      try {
        email = normalizeEmail(typed);
      } catch (error) {
        if (!(error instanceof AccountError)) throw error;
        const invite = { email: typed, admin, error: 'badEmail' as const };
        return c.html(adminPage(c, await view(c, { invite })), 422);
      }
      if ((await store.findUserByEmail(email)) !== undefined) {
        const invite = { email: typed, admin, error: 'alreadyUser' as const };
        return c.html(adminPage(c, await view(c, { invite })), 422);
      }
      const at = now();
      const token = await invite(store, email, admin, at, requestAccountLog(c, deps.activity));
      // A mailed link is built on the configured origin; one only shown goes back to this page's own visitor.
      const origin = mailer?.origin ?? baseUrl(c, deps.overrideBaseUrl);
      const link = `${origin}/users/invitation/${token}`;
      const inviter = c.get('user')?.email ?? '';
      if (mailer !== null) {
        // The invited person has no language of their own yet: the mail speaks the inviting page's.
        const facts = { origin, url: link, email, inviter, admin, expiresAt: at + INVITATION_LIFETIME_MS };
        const mail = invitationMail(pageLanguage(c), { ...facts, brand: mailer.brand });
        mailer.send({ kind: 'invitation', to: email, ...mail });
      }
      const made: MadeInvitation = { link, mailedTo: mailer === null ? null : email };
      keepTokenForDisplay(c, JSON.stringify(made), now(), deps.overrideBaseUrl, INVITATION_SHOWN);
      return c.redirect('/admin/invitations/new', 303);
    })
    .get('/invitations/new', (c) =>
      c.html(invitationMadePage(c, madeInvitation(takeTokenForDisplay(c, now(), INVITATION_SHOWN)))),
    )
    .post('/invitations/:hash/revoke', async (c) => {
      await revokeInvitation(store, c.req.param('hash'), requestAccountLog(c, deps.activity));
      return c.redirect('/admin?done=revoked', 303);
    })
    .post('/users/:id/admin', async (c) => {
      const admin = text(await c.req.parseBody(), 'admin') === 'yes';
      const outcome = await changeRole(store, c.req.param('id'), admin, requestAccountLog(c, deps.activity));
      if (outcome === 'unknown') return notFoundPage(c);
      if (outcome === 'last_admin') return c.redirect('/admin?error=last_admin', 303);
      return c.redirect(`/admin?done=${admin ? 'made_admin' : 'took_admin'}`, 303);
    })
    .get('/users/:id/two_factor_off', async (c) => {
      const user = await store.findUserById(c.req.param('id'));
      if (user === undefined) return notFoundPage(c);
      if (user.id === c.get('user')?.id) return c.redirect(OWN_TWO_FACTOR_OFF, 303);
      const passkeys = (await store.listPasskeys(user.id)).length;
      if (user.totp === undefined && passkeys === 0) return c.redirect('/admin', 303);
      return c.html(twoFactorOffPage(c, user, passkeys));
    })
    .post('/users/:id/two_factor_off', async (c) => {
      const user = await store.findUserById(c.req.param('id'));
      if (user === undefined) return notFoundPage(c);
      if (user.id === c.get('user')?.id) return c.redirect(OWN_TWO_FACTOR_OFF, 303);
      // Already off (a second click, another administrator): nothing to do and nothing to tell.
      const log = requestAccountLog(c, deps.activity);
      if (!(await turnOffSecondFactor(store, user, log))) return c.redirect('/admin', 303);
      sendAccountNotice({ mailer, now }, pageLanguage(c), user, 'second_factor_removed');
      return c.redirect(`/admin?done=${mailer === null ? 'two_factor_off' : 'two_factor_off_mailed'}`, 303);
    });
}

/** The invitation kept for its one showing; a bare link is one kept before invitations were mailed. */
function madeInvitation(kept: string | undefined): MadeInvitation | undefined {
  if (kept === undefined) return undefined;
  if (!kept.startsWith('{')) return { link: kept, mailedTo: null };
  const { link, mailedTo } = JSON.parse(kept) as Partial<MadeInvitation>;
  return typeof link === 'string'
    ? { link, mailedTo: typeof mailedTo === 'string' ? mailedTo : null }
    : undefined;
}
