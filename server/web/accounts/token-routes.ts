import { Hono } from 'hono';
import { revokeDeviceToken } from '../../accounts/device-tokens.ts';
import type { UserAdmin } from '../../accounts/user-admin.ts';
import type { ActivityRecorder } from '../../activity/activity-recorder.ts';
import type { DeviceTokenStore } from '../../store/device-token-store.ts';
import { formExpired, messagePage } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { signInFirst } from '../chrome/return-target.ts';
import { keepTokenForDisplay, takeTokenForDisplay } from '../chrome/token-once.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import { newTokenPage, replaceTokenPage, tokenPage } from './token-views.ts';

export interface TokenDeps {
  admin: UserAdmin;
  /** The browser tokens the extension's sign-in made, listed and revoked here. */
  store: DeviceTokenStore;
  /** Where tokens made and revoked are recorded; nothing is when omitted. */
  activity?: ActivityRecorder;
  overrideBaseUrl: string | null;
  now: () => number;
}

/** The token page: the one API token pwpush clients use, made anew on request, and the browsers' own tokens. */
export function tokenRoutes({ admin, store, activity, overrideBaseUrl, now }: TokenDeps) {
  return new Hono<PageEnv>()
    .get('/', async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      const token = takeTokenForDisplay(c, now());
      if (token !== undefined) return c.html(newTokenPage(c, token));
      const browsers = await store.listDeviceTokens(user.id);
      const shown = { hasToken: user.tokenHash !== null, revoked: c.req.query('browser') === 'revoked' };
      return c.html(tokenPage(c, user.email, browsers, shown));
    })
    .get('/replace', (c) => {
      // Asked before the POST that replaces the token: every tool still using the old one stops working.
      if (c.get('user') === null) return signInFirst(c);
      return c.html(replaceTokenPage(c));
    })
    .post('/', async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      if (!csrfMatches(c, await c.req.parseBody())) return formExpired(c);
      // Post/redirect/get: a reload of the page that shows the token mints nothing.
      const token = await admin.rotateToken(user.email, requestAccountLog(c, activity));
      keepTokenForDisplay(c, token, now(), overrideBaseUrl);
      return c.redirect('/users/token', 303);
    })
    .post('/browsers/:id/revoke', async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      if (!csrfMatches(c, await c.req.parseBody())) return formExpired(c);
      // Only among the signed-in user's own tokens: another user's id revokes nothing.
      const log = requestAccountLog(c, activity);
      if (await revokeDeviceToken(store, user.id, c.req.param('id'), 'revoked', log))
        return c.redirect('/users/token?browser=revoked', 303);
      const { t } = pageLanguage(c);
      return c.html(
        messagePage(c, t('devices.unknownBrowserTitle'), t('devices.unknownBrowserText'), 'error'),
        404,
      );
    });
}
