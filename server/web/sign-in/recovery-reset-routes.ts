import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import {
  askPasswordReset,
  RESET_LIFETIME_MS,
  resetLinkUser,
  useResetLink,
} from '../../accounts/password-reset.ts';
import { afterAnswer } from '../../accounts/recovery-background.ts';
import type { RecoveryLimiter } from '../../accounts/recovery-limiter.ts';
import { typedEmail, userAdmin } from '../../accounts/user-admin.ts';
import { ANONYMOUS } from '../../activity/activity-recorder.ts';
import { clientAddress } from '../../http/client-info.ts';
import { sendAccountNotice, sendResetMail } from '../../mail/account-notices.ts';
import type { AccountFlowDeps } from '../chrome/account-flow-deps.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { csrfMatches, endSession } from '../chrome/web-session.ts';
import { strong } from './account-views.ts';
import { newPasswordErrors, passwordText } from './recovery-passwords.ts';
import {
  emailFormPage,
  mailSentPage,
  passwordFormPage,
  recoveryMessagePage,
  signInLink,
} from './recovery-views.ts';

type C = Context<PageEnv>;

/** `/users/password/*`: a reset link by e-mail, then a new password on the link's page. */
export function resetRoutes(deps: AccountFlowDeps, limiter: RecoveryLimiter) {
  const { store, mailer, now } = deps;
  const admin = userAdmin(store, now);
  // With single sign-on only, there is no password to reset: the provider owns sign-in.
  const resetOff = deps.accounts.oidc !== null && !deps.accounts.oidc.passwordSignIn;
  // Both ends of a reset come before any sign-in: whoever holds the mailbox is not known yet.
  const logFor = (c: C) => requestAccountLog(c, deps.activity, ANONYMOUS);

  const requestForm = (c: C, email = '', error?: string) => {
    const { t } = pageLanguage(c);
    const intro = t('recovery.resetIntro');
    return emailFormPage(c, {
      title: t('recovery.resetTitle'),
      intro,
      action: '/users/password/new',
      email,
      ...(error === undefined ? {} : { error }),
    });
  };
  const noMailPage = (c: C) => {
    const words = pageLanguage(c);
    const command = html`<code>secret-push user password</code>` as HtmlEscapedString;
    const text = words.html('recovery.resetNoMail', { command });
    return c.html(recoveryMessagePage(c, words.t('recovery.resetNoMailTitle'), text, [signInLink(c)]), 503);
  };
  const goneLink = (c: C) => {
    const { t } = pageLanguage(c);
    const again = { href: '/users/password/new', label: t('recovery.askAgain') };
    return c.html(
      recoveryMessagePage(c, t('account.linkGoneHeading'), t('recovery.resetLinkGone'), [again]),
      404,
    );
  };

  const app = new Hono<PageEnv>();
  app.use('*', async (c, next) => {
    if (resetOff) {
      const { t } = pageLanguage(c);
      return c.html(
        recoveryMessagePage(c, t('recovery.resetOffTitle'), t('recovery.resetOff'), [signInLink(c)]),
        404,
      );
    }
    if (c.req.method === 'POST' && !csrfMatches(c, await c.req.parseBody())) return formExpired(c);
    return next();
  });
  return app
    .get('/new', (c) => (mailer === null ? noMailPage(c) : c.html(requestForm(c))))
    .post('/new', async (c) => {
      if (mailer === null) return noMailPage(c);
      const words = pageLanguage(c);
      const typed = passwordText(await c.req.parseBody(), 'email').trim();
      const email = typedEmail(typed);
      if (email === null) return c.html(requestForm(c, typed, words.t('account.badEmail')), 422);
      if (!(await limiter.allow(email, clientAddress(c))))
        return c.html(requestForm(c, typed, words.t('recovery.tooManyRequests')), 429);
      const { origin } = mailer;
      const log = logFor(c);
      afterAnswer(
        'password reset mail',
        async () => {
          const asked = await askPasswordReset(store, email, now(), log);
          if (asked === undefined) return;
          const { user, token } = asked;
          sendResetMail(mailer, words, user, `${origin}/users/password/edit/${token}`, RESET_LIFETIME_MS);
        },
        deps.logger,
      );
      const text = words.html('recovery.resetSent', {
        email: strong(email),
        duration: words.duration(RESET_LIFETIME_MS),
      });
      return c.html(mailSentPage(c, text, [signInLink(c)]));
    })
    .get('/edit/:token', async (c) => {
      const token = c.req.param('token');
      const user = await resetLinkUser(store, token, now());
      if (user === undefined) return goneLink(c);
      return c.html(passwordFormPage(c, resetForm(c, token, user.email)));
    })
    .post('/edit/:token', async (c) => {
      const token = c.req.param('token');
      const form = await c.req.parseBody();
      const [password, again] = [passwordText(form, 'password'), passwordText(form, 'password_again')];
      const errors = newPasswordErrors(pageLanguage(c), password, again);
      if (errors !== undefined) {
        const user = await resetLinkUser(store, token, now());
        if (user === undefined) return goneLink(c);
        return c.html(passwordFormPage(c, resetForm(c, token, user.email), errors), 422);
      }
      const user = await useResetLink(store, admin, token, password, now(), logFor(c));
      if (user === undefined) return goneLink(c);
      // The store has ended every session of the user; this browser's cookie goes with its own.
      if (c.get('session')?.userId === user.id) await endSession(c, deps.sessions);
      sendAccountNotice(deps, pageLanguage(c), user, 'password');
      return c.redirect('/users/password/done', 303);
    })
    .get('/done', (c) => {
      const { t } = pageLanguage(c);
      const signIn = { href: '/users/sign_in', label: t('common.signIn') };
      return c.html(recoveryMessagePage(c, t('recovery.resetDoneTitle'), t('recovery.resetDone'), [signIn]));
    });
}

function resetForm(c: C, token: string, email: string) {
  const words = pageLanguage(c);
  return {
    title: words.t('recovery.newPasswordTitle'),
    intro: words.html('recovery.newPasswordIntro', { email: strong(email) }),
    action: `/users/password/edit/${token}`,
    email,
    button: words.t('recovery.saveNewPassword'),
  };
}
