import { Hono } from 'hono';
import type { UserAdmin } from '../accounts/user-admin.ts';
import { clientAddress } from '../http/client-info.ts';
import { signInPage } from './account-views.ts';
import type { PageEnv } from './page-env.ts';
import { pageLanguage } from './page-language.ts';
import { formExpired } from './recipient-views.ts';
import type { SessionStore } from './session-store.ts';
import type { SignInLimiter } from './sign-in-limiter.ts';
import { csrfMatches, endSession, startSession } from './web-session.ts';

export interface AccountDeps {
  admin: UserAdmin;
  sessions: SessionStore;
  limiter: SignInLimiter;
  overrideBaseUrl: string | null;
  now: () => number;
}

/** Web sign-in and sign-out. */
export function accountRoutes({ admin, sessions, limiter, overrideBaseUrl, now }: AccountDeps) {
  return new Hono<PageEnv>()
    .get('/sign_in', (c) =>
      c.get('user') !== null
        ? c.redirect('/users/token', 303)
        : c.html(signInPage(c, '', '', c.req.query('account') === 'deleted')),
    )
    .post('/sign_in', async (c) => {
      const form = await c.req.parseBody();
      if (!csrfMatches(c, form)) return formExpired(c);
      const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : '';
      const password = typeof form.password === 'string' ? form.password : '';
      const address = clientAddress(c);
      // Counted before the slow check: parallel attempts past the limit are refused, not checked.
      const attempt = await limiter.begin(email, address);
      if (attempt === undefined) {
        return c.html(signInPage(c, email, pageLanguage(c).t('account.signInTooMany')), 429);
      }
      const user = await admin.checkPassword(email, password);
      if (user === undefined) {
        return c.html(signInPage(c, email, pageLanguage(c).t('account.signInNoMatch')), 401);
      }
      await attempt.succeeded();
      await admin.noteSignIn(user.id);
      // A fresh session id (and CSRF token) at every sign-in: an id planted before it is worth nothing.
      const old = c.get('session');
      if (old !== null) await sessions.end(old);
      startSession(c, await sessions.create(user.id, user.passwordHash ?? ''), overrideBaseUrl);
      return c.redirect('/users/token', 303);
    })
    .post('/sign_out', async (c) => {
      if (!csrfMatches(c, await c.req.parseBody())) return formExpired(c);
      await endSession(c, sessions);
      return c.redirect('/', 303);
    });
}
