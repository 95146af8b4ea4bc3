import { type Context, Hono } from 'hono';
import { sameEmail } from '../../../shared/email-address.ts';
import { languageByCode } from '../../../shared/languages.ts';
import { recordIn, userTarget } from '../../accounts/account-log.ts';
import { removeAccount } from '../../accounts/account-removal.ts';
import type { SignInLimiter } from '../../accounts/sign-in-limiter.ts';
import type { UserAdmin } from '../../accounts/user-admin.ts';
import type { ActivityRecorder } from '../../activity/activity-recorder.ts';
import { auditMeta, clientAddress } from '../../http/client-info.ts';
import { sendAccountNotice } from '../../mail/account-notices.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PushService } from '../../pushes/service.ts';
import type { ActivityStore } from '../../store/activity-store.ts';
import type { NotificationStore } from '../../store/notification-store.ts';
import type { OneTimeStore } from '../../store/one-time-store.ts';
import type { PasskeyStore } from '../../store/passkey-store.ts';
import type { PushStore } from '../../store/push-store.ts';
import type { UserRecord } from '../../store/records.ts';
import type { SignInStore } from '../../store/sign-in-store.ts';
import type { UserStore } from '../../store/user-store.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { signInFirst } from '../chrome/return-target.ts';
import type { SessionStore } from '../chrome/session-store.ts';
import { csrfMatches, endSession, startSession } from '../chrome/web-session.ts';
import { passkeySection } from '../passkeys/passkey-account-views.ts';
import { passkeyScript, passkeyScriptTag } from '../passkeys/passkey-script.ts';
import { passwordProblemText } from '../sign-in/password-problem-text.ts';
import { OWN_PAGE_SIZE, OWN_RECENT, ownEvents, ownEventsPage } from './account-page-activity.ts';
import { ACCOUNT_NOTICES, type AccountErrors, type AccountShown, accountPage } from './account-page-views.ts';

export interface AccountPageDeps {
  admin: UserAdmin;
  store: UserStore &
    SignInStore &
    OneTimeStore &
    NotificationStore &
    PushStore &
    ActivityStore &
    PasskeyStore;
  service: PushService;
  sessions: SessionStore;
  limiter: SignInLimiter;
  /** Sends the notice of a changed password; null without SMTP. */
  mailer: Mailer | null;
  /** Where a changed password, ended sessions and a removed account are recorded; nothing is when omitted. */
  activity?: ActivityRecorder;
  overrideBaseUrl: string | null;
  now: () => number;
}

const text = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name] : '';

const isNotice = (done: string): done is keyof typeof ACCOUNT_NOTICES => Object.hasOwn(ACCOUNT_NOTICES, done);

/** `/users/account`: change one's password or page language, sign out other sessions, delete one's account. */
export function accountPageRoutes(deps: AccountPageDeps) {
  const { admin, store, sessions, limiter, overrideBaseUrl } = deps;
  const app = new Hono<PageEnv>();
  const show = async (
    c: Context<PageEnv>,
    user: UserRecord,
    shown: AccountShown,
    status: 200 | 409 | 422 | 429 = 200,
  ) => {
    const notifications = {
      settings: await store.findNotificationSettings(user.id),
      mail: deps.mailer !== null,
    };
    const own = await store.searchActivity(ownEvents(user.id), { limit: OWN_RECENT + 1 });
    // A single sign-on account signs in at its provider: a passkey here would go around it.
    const passkeys =
      user.passwordHash === null
        ? undefined
        : passkeySection(c, await store.listPasskeys(user.id), passkeyScriptTag(c, await passkeyScript()));
    return c.html(
      accountPage(c, user, {
        ...shown,
        notifications,
        ownEvents: own,
        ...(passkeys === undefined ? {} : { passkeys }),
      }),
      status,
    );
  };
  // Every route here is the signed-in user's own; the CSRF token is checked before anything is read.
  app.use('*', async (c, next) => {
    if (c.get('user') === null) return signInFirst(c);
    if (c.req.method === 'POST' && !csrfMatches(c, await c.req.parseBody())) return formExpired(c);
    return next();
  });
  return app
    .get('/', (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      const done = c.req.query('done') ?? '';
      const notice = isNotice(done) ? pageLanguage(c).t(ACCOUNT_NOTICES[done]) : '';
      return show(c, user, { notice });
    })
    .get('/activity', async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      const asked = c.req.query('before') ?? '';
      const before = /^\d{1,15}$/.test(asked) ? Number(asked) : undefined;
      const found = await store.searchActivity(ownEvents(user.id), {
        limit: OWN_PAGE_SIZE + 1,
        ...(before === undefined ? {} : { beforeSeq: before }),
      });
      const entries = found.slice(0, OWN_PAGE_SIZE);
      const olderBefore = found.length > OWN_PAGE_SIZE ? (entries.at(-1)?.seq ?? null) : null;
      return c.html(ownEventsPage(c, entries, { olderBefore, newer: before !== undefined }));
    })
    .post('/password', async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      const form = await c.req.parseBody();
      const { t } = pageLanguage(c);
      const refused = (errors: AccountErrors, status: 422 | 429) => show(c, user, { errors }, status);
      const [current, next, again] = ['current_password', 'new_password', 'new_password_again'].map((n) =>
        text(form, n),
      ) as [string, string, string];
      const problem = passwordProblemText(pageLanguage(c), next);
      if (problem !== undefined) return refused({ new_password: problem }, 422);
      if (next !== again) return refused({ new_password_again: t('account.newPasswordsDiffer') }, 422);
      // The current password is guessed no faster here than at sign-in: the same limits count it.
      const attempt = await limiter.begin(user.email, clientAddress(c));
      if (attempt === undefined) return refused({ current_password: t('account.tooManyAttempts') }, 429);
      if ((await admin.checkPassword(user.email, current)) === undefined)
        return refused({ current_password: t('account.wrongPassword') }, 422);
      await attempt.succeeded();
      await admin.setPassword(user.email, next);
      // The new password ends every session, this one included: this visitor gets a fresh one.
      await endSession(c, sessions);
      await store.removeUserSessions(user.id, null);
      await recordIn(requestAccountLog(c, deps.activity), {
        event: 'password.changed',
        target: userTarget(user),
      });
      // A reset link mailed before the change would undo it: it stops working now.
      await store.removeUserOneTimes(user.id, 'reset');
      sendAccountNotice({ mailer: deps.mailer, now: deps.now }, pageLanguage(c), user, 'password');
      const changed = await store.findUserById(user.id);
      startSession(c, await sessions.create(user.id, changed?.passwordHash ?? ''), overrideBaseUrl);
      return c.redirect('/users/account?done=password', 303);
    })
    .post('/language', async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      const chosen = text(await c.req.parseBody(), 'language');
      if (chosen !== '' && languageByCode(chosen) === undefined) {
        const errors = { language: pageLanguage(c).t('account.unknownLanguage') };
        return show(c, user, { errors }, 422);
      }
      await store.setUserLanguage(user.id, chosen === '' ? null : chosen);
      // The new choice must show at once, so a `?locale=` the form was posted with is not carried on.
      c.set('languageReplaced', true);
      return c.redirect('/users/account?done=language', 303);
    })
    .post('/sessions', async (c) => {
      const user = c.get('user');
      const session = c.get('session');
      if (user === null || session === null) return signInFirst(c);
      const ended = await store.removeUserSessions(user.id, session.idHash);
      await recordIn(requestAccountLog(c, deps.activity), {
        event: 'session.ended',
        target: userTarget(user),
        details: { reason: 'other_sessions', sessions: ended },
      });
      return c.redirect('/users/account?done=sessions', 303);
    })
    .post('/delete', async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      const typed = text(await c.req.parseBody(), 'confirm_email').trim();
      const { t } = pageLanguage(c);
      const refused = (error: string, status: 409 | 422) =>
        show(c, user, { errors: { confirm_email: error }, typedEmail: typed }, status);
      if (!sameEmail(typed, user.email)) return refused(t('account.wrongEmail'), 422);
      const log = requestAccountLog(c, deps.activity);
      const removed = await removeAccount(
        store,
        deps.service,
        user,
        { user, audit: auditMeta(c) },
        deps.now,
        log,
      );
      if (removed === 'last_admin') return refused(t('account.lastAdmin'), 409);
      await endSession(c, sessions);
      return c.redirect('/users/sign_in?account=deleted', 303);
    });
}
