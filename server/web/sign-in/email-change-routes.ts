import { type Context, Hono } from 'hono';
import { sameEmail } from '../../../shared/email-address.ts';
import {
  confirmEmailChange,
  EMAIL_CHANGE_LIFETIME_MS,
  issueEmailChangeLink,
  pendingEmailChange,
} from '../../accounts/email-change.ts';
import type { RecoveryLimiter } from '../../accounts/recovery-limiter.ts';
import { SignInLimiter } from '../../accounts/sign-in-limiter.ts';
import { typedEmail, userAdmin } from '../../accounts/user-admin.ts';
import { clientAddress } from '../../http/client-info.ts';
import { emailChangeMail } from '../../mail/account-mail.ts';
import { sendAccountNotice } from '../../mail/account-notices.ts';
import type { AccountFlowDeps } from '../chrome/account-flow-deps.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { mailLanguage, pageLanguage } from '../chrome/page-language.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import { strong } from './account-views.ts';
import { type EmailChangeErrors, emailChangePage, emailConfirmPage } from './email-change-views.ts';
import { passwordText } from './recovery-passwords.ts';
import { mailSentPage, recoveryMessagePage } from './recovery-views.ts';

type C = Context<PageEnv>;

/** `/users/account/email`: a new address, confirmed by a link mailed to it; the old one is told. */
export function emailChangeRoutes(deps: AccountFlowDeps, limiter: RecoveryLimiter) {
  const { store, cipher, mailer, now } = deps;
  const admin = userAdmin(store, now);
  // The current password is guessed no faster here than at sign-in: the same limits count it.
  const passwordLimiter = new SignInLimiter(deps.counters, now);
  const back = (c: C) => ({ href: '/users/account', label: pageLanguage(c).t('recovery.backToAccount') });
  const goneLink = (c: C) => {
    const { t } = pageLanguage(c);
    const again = { href: '/users/account/email', label: t('recovery.askAgain') };
    return c.html(
      recoveryMessagePage(c, t('account.linkGoneHeading'), t('recovery.emailLinkGone'), [again]),
      404,
    );
  };
  /** Why this visitor cannot change an address here, as a page; undefined when they can. */
  const refusal = (c: C) => {
    const { t } = pageLanguage(c);
    const title = t('recovery.emailChangeTitle');
    if (c.get('user') === null) return c.redirect('/users/sign_in?return_to=/users/account/email', 303);
    // Their identity provider owns a single sign-on user's address: a change here would not last.
    if (c.get('session')?.via === 'sso')
      return c.html(recoveryMessagePage(c, title, t('recovery.emailChangeSso'), [back(c)]), 403);
    if (mailer === null)
      return c.html(recoveryMessagePage(c, title, t('recovery.emailChangeNoMail'), [back(c)]), 503);
    return undefined;
  };

  const app = new Hono<PageEnv>();
  app.use('*', async (c, next) => {
    if (c.req.method === 'POST' && !csrfMatches(c, await c.req.parseBody())) return formExpired(c);
    return next();
  });
  return app
    .get('/', (c) => {
      const user = c.get('user');
      return refusal(c) ?? (user === null ? c.notFound() : c.html(emailChangePage(c, user)));
    })
    .post('/', async (c) => {
      const user = c.get('user');
      const refused = refusal(c);
      if (refused !== undefined || user === null || mailer === null) return refused ?? c.notFound();
      const words = pageLanguage(c);
      const form = await c.req.parseBody();
      const typed = passwordText(form, 'new_email').trim();
      const again = (errors: EmailChangeErrors, status: 403 | 422 | 429) =>
        c.html(emailChangePage(c, user, errors, typed), status);
      const email = typedEmail(typed);
      if (email === null) return again({ new_email: words.t('account.badEmail') }, 422);
      if (sameEmail(email, user.email)) return again({ new_email: words.t('recovery.sameEmail') }, 422);
      const attempt = await passwordLimiter.begin(user.email, clientAddress(c));
      if (attempt === undefined) return again({ current_password: words.t('account.tooManyAttempts') }, 429);
      if ((await admin.checkPassword(user.email, passwordText(form, 'current_password'))) === undefined)
        return again({ current_password: words.t('account.wrongPassword') }, 422);
      await attempt.succeeded();
      if (!(await limiter.allow(email, clientAddress(c))))
        return again({ new_email: words.t('recovery.tooManyRequests') }, 429);
      const token = await issueEmailChangeLink(store, cipher, user, email, now());
      const { origin } = mailer;
      const url = `${origin}/users/account/email/${token}`;
      const mail = emailChangeMail(mailLanguage(c, user), {
        origin,
        url,
        lifetimeMs: EMAIL_CHANGE_LIFETIME_MS,
        email: user.email,
        brand: mailer.brand,
      });
      mailer.send({ kind: 'email-change', to: email, userId: user.id, ...mail });
      const text = words.html('recovery.emailChangeSent', {
        email: strong(email),
        duration: words.duration(EMAIL_CHANGE_LIFETIME_MS),
      });
      return c.html(mailSentPage(c, text, [back(c)]));
    })
    .get('/:token', async (c) => {
      const token = c.req.param('token');
      const pending = await pendingEmailChange(store, cipher, token, now());
      if (pending === undefined) return goneLink(c);
      return c.html(emailConfirmPage(c, token, pending.user.email, pending.newEmail));
    })
    .post('/:token', async (c) => {
      const words = pageLanguage(c);
      const token = c.req.param('token');
      const log = requestAccountLog(c, deps.activity);
      const changed = await confirmEmailChange(store, cipher, token, now(), log);
      if (changed.outcome === 'unknown') return goneLink(c);
      const title = words.t('recovery.emailConfirmTitle');
      if (changed.outcome === 'taken') {
        const text = words.html('recovery.emailTaken', { email: strong(changed.newEmail) });
        return c.html(recoveryMessagePage(c, title, text, [back(c)]), 409);
      }
      sendAccountNotice(deps, pageLanguage(c), changed.user, 'email', changed.oldEmail);
      const text = words.html('recovery.emailChanged', { email: strong(changed.user.email) });
      const signedIn = c.get('user') !== null;
      const next = signedIn ? back(c) : { href: '/users/sign_in', label: words.t('common.signIn') };
      return c.html(recoveryMessagePage(c, words.t('recovery.emailChangedTitle'), text, [next]));
    });
}
