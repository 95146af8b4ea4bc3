import { Hono } from 'hono';
import { removeAccount } from '../accounts/account-removal.ts';
import { passwordProblem } from '../accounts/passwords.ts';
import type { UserAdmin } from '../accounts/user-admin.ts';
import { auditMeta, clientAddress } from '../http/client-info.ts';
import type { PushService } from '../pushes/service.ts';
import type { Store } from '../store/port.ts';
import { ACCOUNT_ERRORS, ACCOUNT_NOTICES, accountPage } from './account-page-views.ts';
import type { PageEnv } from './page-env.ts';
import { formExpired } from './recipient-views.ts';
import type { SessionStore } from './session-store.ts';
import type { SignInLimiter } from './sign-in-limiter.ts';
import { csrfMatches, endSession, startSession } from './web-session.ts';

export interface AccountPageDeps {
  admin: UserAdmin;
  store: Store;
  service: PushService;
  sessions: SessionStore;
  limiter: SignInLimiter;
  overrideBaseUrl: string | null;
  now: () => number;
}

const text = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name] : '';

/** `/users/account`: change one's password, sign out other sessions, delete one's account. */
export function accountPageRoutes(deps: AccountPageDeps) {
  const { admin, store, sessions, limiter, overrideBaseUrl } = deps;
  const app = new Hono<PageEnv>();
  // Every route here is the signed-in user's own; the CSRF token is checked before anything is read.
  app.use('*', async (c, next) => {
    if (c.get('user') === null) return c.redirect('/users/sign_in', 303);
    if (c.req.method === 'POST' && !csrfMatches(c, await c.req.parseBody())) return formExpired(c);
    return next();
  });
  return app
    .get('/', (c) => {
      const user = c.get('user');
      if (user === null) return c.redirect('/users/sign_in', 303);
      return c.html(accountPage(c, user.email, {}, ACCOUNT_NOTICES[c.req.query('done') ?? ''] ?? ''));
    })
    .post('/password', async (c) => {
      const user = c.get('user');
      if (user === null) return c.redirect('/users/sign_in', 303);
      const form = await c.req.parseBody();
      const [current, next, again] = ['current_password', 'new_password', 'new_password_again'].map((n) =>
        text(form, n),
      ) as [string, string, string];
      const problem = passwordProblem(next);
      if (problem !== undefined) return c.html(accountPage(c, user.email, { new_password: problem }), 422);
      if (next !== again)
        return c.html(accountPage(c, user.email, { new_password_again: ACCOUNT_ERRORS.notTheSame }), 422);
      // The current password is guessed no faster here than at sign-in: the same limits count it.
      const attempt = await limiter.begin(user.email, clientAddress(c));
      if (attempt === undefined)
        return c.html(accountPage(c, user.email, { current_password: ACCOUNT_ERRORS.tooManyAttempts }), 429);
      if ((await admin.checkPassword(user.email, current)) === undefined)
        return c.html(accountPage(c, user.email, { current_password: ACCOUNT_ERRORS.wrongPassword }), 422);
      await attempt.succeeded();
      await admin.setPassword(user.email, next);
      // The new password ends every session, this one included: this visitor gets a fresh one.
      await endSession(c, sessions);
      await store.removeUserSessions(user.id, null);
      const changed = await store.findUserById(user.id);
      startSession(c, await sessions.create(user.id, changed?.passwordHash ?? ''), overrideBaseUrl);
      return c.redirect('/users/account?done=password', 303);
    })
    .post('/sessions', async (c) => {
      const user = c.get('user');
      const session = c.get('session');
      if (user === null || session === null) return c.redirect('/users/sign_in', 303);
      await store.removeUserSessions(user.id, session.idHash);
      return c.redirect('/users/account?done=sessions', 303);
    })
    .post('/delete', async (c) => {
      const user = c.get('user');
      if (user === null) return c.redirect('/users/sign_in', 303);
      const typed = text(await c.req.parseBody(), 'confirm_email').trim();
      if (typed.toLowerCase() !== user.email.toLowerCase())
        return c.html(
          accountPage(c, user.email, { confirm_email: ACCOUNT_ERRORS.wrongEmail }, '', typed),
          422,
        );
      const removed = await removeAccount(store, deps.service, user, { user, audit: auditMeta(c) }, deps.now);
      if (removed === 'last_admin')
        return c.html(
          accountPage(c, user.email, { confirm_email: ACCOUNT_ERRORS.lastAdmin }, '', typed),
          409,
        );
      await endSession(c, sessions);
      return c.redirect('/users/sign_in?account=deleted', 303);
    });
}
