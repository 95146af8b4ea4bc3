import { Hono } from 'hono';
import type { UserAdmin } from '../accounts/user-admin.ts';
import type { PageEnv } from './page-env.ts';
import { formExpired } from './recipient-views.ts';
import { keepTokenForDisplay, takeTokenForDisplay } from './token-once.ts';
import { newTokenPage, tokenPage } from './token-views.ts';
import { csrfMatches } from './web-session.ts';

export interface TokenDeps {
  admin: UserAdmin;
  overrideBaseUrl: string | null;
  now: () => number;
}

/** The token page: the one API token pwpush clients use, made anew on request. */
export function tokenRoutes({ admin, overrideBaseUrl, now }: TokenDeps) {
  return new Hono<PageEnv>()
    .get('/', (c) => {
      const user = c.get('user');
      if (user === null) return c.redirect('/users/sign_in', 303);
      const token = takeTokenForDisplay(c, now());
      return c.html(token === undefined ? tokenPage(c, user.email) : newTokenPage(c, token));
    })
    .post('/', async (c) => {
      const user = c.get('user');
      if (user === null) return c.redirect('/users/sign_in', 303);
      if (!csrfMatches(c, await c.req.parseBody())) return formExpired(c);
      // Post/redirect/get: a reload of the page that shows the token mints nothing.
      keepTokenForDisplay(c, await admin.rotateToken(user.email), now(), overrideBaseUrl);
      return c.redirect('/users/token', 303);
    });
}
