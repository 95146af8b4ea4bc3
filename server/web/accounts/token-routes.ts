import { Hono } from 'hono';
import { revokeDeviceToken } from '../../accounts/device-tokens.ts';
import type { UserAdmin } from '../../accounts/user-admin.ts';
import type { ActivityRecorder } from '../../activity/activity-recorder.ts';
import type { PushService } from '../../pushes/service.ts';
import type { ApiKeyStore } from '../../store/api-key-store.ts';
import type { DeviceTokenStore } from '../../store/device-token-store.ts';
import { formExpired, messagePage } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { signInFirst } from '../chrome/return-target.ts';
import { keepTokenForDisplay, takeTokenForDisplay } from '../chrome/token-once.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import { keySection, newKeyPage } from './api-key-views.ts';
import { NEW_KEY_PLACE, tokenKeyRoutes } from './token-key-routes.ts';
import { newTokenPage, replaceTokenPage, tokenPage } from './token-views.ts';

export interface TokenDeps {
  admin: UserAdmin;
  /** The browser tokens the extension's sign-in made, and the named API keys, listed and revoked here. */
  store: DeviceTokenStore & ApiKeyStore;
  /** The policy in force: its `keys.maxDays` bounds a new key's life. */
  service: Pick<PushService, 'policy'>;
  /** Keys the digests of named API keys' secrets: the instance's account digest key. */
  digestKey: Buffer;
  /** Where tokens made and revoked are recorded; nothing is when omitted. */
  activity?: ActivityRecorder;
  overrideBaseUrl: string | null;
  now: () => number;
}

/** The token page: the one API token pwpush clients use, made anew on request, named API keys, and the browsers' own tokens. */
export function tokenRoutes(deps: TokenDeps) {
  const { admin, store, activity, overrideBaseUrl, now } = deps;
  return new Hono<PageEnv>()
    .get('/', async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      const token = takeTokenForDisplay(c, now());
      if (token !== undefined) return c.html(newTokenPage(c, token));
      const key = takeTokenForDisplay(c, now(), NEW_KEY_PLACE);
      if (key !== undefined) return c.html(newKeyPage(c, key));
      const [browsers, keys, policy] = await Promise.all([
        store.listDeviceTokens(user.id),
        store.listApiKeys(user.id),
        deps.service.policy.current(),
      ]);
      const shown = {
        hasToken: user.tokenHash !== null,
        revoked: c.req.query('browser') === 'revoked',
        keyRevoked: c.req.query('key') === 'revoked',
        keys: keySection(c, keys, now(), policy.keys.maxDays),
      };
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
    })
    .route('/keys', tokenKeyRoutes(deps));
}
