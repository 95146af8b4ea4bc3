import { type Context, Hono } from 'hono';
import { afterAnswer } from '../../accounts/recovery-background.ts';
import type { RecoveryLimiter } from '../../accounts/recovery-limiter.ts';
import {
  finishSignup,
  issueSignupLink,
  SIGNUP_LIFETIME_MS,
  signupAddressAllowed,
  signupLinkAddress,
} from '../../accounts/signup.ts';
import { typedEmail } from '../../accounts/user-admin.ts';
import { clientAddress } from '../../http/client-info.ts';
import { mailLanguageFor, signupExistingMail, signupMail } from '../../mail/account-mail.ts';
import type { AccountFlowDeps } from '../chrome/account-flow-deps.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { csrfMatches } from '../chrome/web-session.ts';
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

/** `/users/sign_up`: an address confirmed by a mailed link, then a password, make an account. */
export function signupRoutes(deps: AccountFlowDeps, limiter: RecoveryLimiter) {
  const { store, cipher, mailer, accounts, now } = deps;
  const passwordSignIn = accounts.oidc === null || accounts.oidc.passwordSignIn;

  const requestForm = (c: C, email = '', error?: string) => {
    const { t } = pageLanguage(c);
    const form = {
      title: t('recovery.signUpTitle'),
      intro: t('recovery.signUpIntro'),
      action: '/users/sign_up',
      email,
    };
    return emailFormPage(c, error === undefined ? form : { ...form, error });
  };
  const goneLink = (c: C) => {
    const { t } = pageLanguage(c);
    const again = { href: '/users/sign_up', label: t('recovery.signUpAgain') };
    return c.html(
      recoveryMessagePage(c, t('account.linkGoneHeading'), t('recovery.signUpLinkGone'), [again]),
      404,
    );
  };
  const linkForm = (c: C, token: string, email: string) => {
    const words = pageLanguage(c);
    return {
      title: words.t('recovery.signUpConfirmTitle'),
      intro: words.html('recovery.signUpConfirmIntro', { email: strong(email) }),
      action: `/users/sign_up/${token}`,
      email,
      button: words.t('account.createAccount'),
      first: true,
    };
  };

  const app = new Hono<PageEnv>();
  app.use('*', async (c, next) => {
    const { t } = pageLanguage(c);
    if (!accounts.signups || !passwordSignIn)
      return c.html(
        recoveryMessagePage(c, t('recovery.signUpOffTitle'), t('recovery.signUpOff'), [signInLink(c)]),
        404,
      );
    if (mailer === null)
      return c.html(
        recoveryMessagePage(c, t('recovery.signUpOffTitle'), t('recovery.signUpNoMail'), [signInLink(c)]),
        503,
      );
    if (c.req.method === 'POST' && !csrfMatches(c, await c.req.parseBody())) return formExpired(c);
    return next();
  });
  return app
    .get('/', (c) => c.html(requestForm(c)))
    .post('/', async (c) => {
      // The middleware above answers without SMTP: this narrows the type.
      if (mailer === null) return c.notFound();
      const words = pageLanguage(c);
      const typed = passwordText(await c.req.parseBody(), 'email').trim();
      const email = typedEmail(typed);
      if (email === null) return c.html(requestForm(c, typed, words.t('account.badEmail')), 422);
      if (!signupAddressAllowed(accounts, email))
        return c.html(requestForm(c, typed, words.t('recovery.signUpAddressRefused')), 422);
      if (!(await limiter.allow(email, clientAddress(c))))
        return c.html(requestForm(c, typed, words.t('recovery.tooManyRequests')), 429);
      const { origin } = mailer;
      afterAnswer(
        'sign-up mail',
        async () => {
          const user = await store.findUserByEmail(email);
          if (user !== undefined) {
            const mail = signupExistingMail(mailLanguageFor(words, user), {
              origin,
              resetOn: passwordSignIn,
              brand: mailer.brand,
            });
            mailer.send({ kind: 'sign-up-existing', to: user.email, userId: user.id, ...mail });
            return;
          }
          const token = await issueSignupLink(store, cipher, email, now());
          const url = `${origin}/users/sign_up/${token}`;
          mailer.send({
            kind: 'sign-up',
            to: email,
            ...signupMail(words, { origin, url, lifetimeMs: SIGNUP_LIFETIME_MS, brand: mailer.brand }),
          });
        },
        deps.logger,
      );
      const text = words.html('recovery.signUpSent', {
        email: strong(email),
        duration: words.duration(SIGNUP_LIFETIME_MS),
      });
      return c.html(mailSentPage(c, text, [signInLink(c)]));
    })
    .get('/done', (c) => {
      const { t } = pageLanguage(c);
      const signIn = { href: '/users/sign_in', label: t('common.signIn') };
      return c.html(
        recoveryMessagePage(c, t('recovery.signUpDoneTitle'), t('recovery.signUpDone'), [signIn]),
      );
    })
    .get('/:token', async (c) => {
      const token = c.req.param('token');
      const email = await signupLinkAddress(store, cipher, token, now());
      if (email === undefined) return goneLink(c);
      return c.html(passwordFormPage(c, linkForm(c, token, email)));
    })
    .post('/:token', async (c) => {
      const token = c.req.param('token');
      const form = await c.req.parseBody();
      const [password, again] = [passwordText(form, 'password'), passwordText(form, 'password_again')];
      const errors = newPasswordErrors(pageLanguage(c), password, again);
      if (errors !== undefined) {
        const email = await signupLinkAddress(store, cipher, token, now());
        if (email === undefined) return goneLink(c);
        return c.html(passwordFormPage(c, linkForm(c, token, email), errors), 422);
      }
      const made = await finishSignup(store, cipher, token, password, now());
      if (made.outcome === 'unknown') return goneLink(c);
      if (made.outcome === 'taken') {
        const { t } = pageLanguage(c);
        const reset = { href: '/users/password/new', label: t('recovery.forgotLink') };
        return c.html(
          recoveryMessagePage(c, t('recovery.signUpTakenTitle'), t('recovery.signUpTaken'), [reset]),
          409,
        );
      }
      return c.redirect('/users/sign_up/done', 303);
    });
}
