import { Hono } from 'hono';
import { createApiKey, revokeApiKey } from '../../accounts/api-keys.ts';
import { formExpired, messagePage } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { signInFirst } from '../chrome/return-target.ts';
import { keepTokenForDisplay, type ShownOncePlace } from '../chrome/token-once.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import { keySection } from './api-key-views.ts';
import type { TokenDeps } from './token-routes.ts';
import { tokenPage } from './token-views.ts';

/** Where a new key waits for the one GET of the token page that shows it. */
export const NEW_KEY_PLACE: ShownOncePlace = { cookie: 'sp_new_key', path: '/users/token' };

const text = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name] : '';

/** `/users/token/keys`: making a named key (shown once, post/redirect/get) and revoking one. */
export function tokenKeyRoutes(deps: TokenDeps) {
  const { store, activity, now } = deps;
  return new Hono<PageEnv>()
    .post('/', async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      const form = await c.req.parseBody();
      if (!csrfMatches(c, form)) return formExpired(c);
      const asked = { name: text(form, 'name'), scope: text(form, 'scope'), days: text(form, 'days') };
      const { maxDays } = (await deps.service.policy.current()).keys;
      const log = requestAccountLog(c, activity);
      const made = await createApiKey(
        { store, digestKey: deps.digestKey, now },
        user.id,
        asked,
        maxDays,
        log,
      );
      if (made.ok) {
        keepTokenForDisplay(c, made.key, now(), deps.overrideBaseUrl, NEW_KEY_PLACE);
        return c.redirect('/users/token', 303);
      }
      const [browsers, keys] = await Promise.all([
        store.listDeviceTokens(user.id),
        store.listApiKeys(user.id),
      ]);
      const state = { asked, errors: made.errors };
      const shown = {
        hasToken: user.tokenHash !== null,
        revoked: false,
        keyRevoked: false,
        keys: keySection(c, keys, now(), maxDays, state),
      };
      return c.html(tokenPage(c, user.email, browsers, shown), 422);
    })
    .post('/:id/revoke', async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      if (!csrfMatches(c, await c.req.parseBody())) return formExpired(c);
      // Only among the signed-in user's own keys: another user's id revokes nothing.
      const log = requestAccountLog(c, activity);
      if (await revokeApiKey({ store, now }, user.id, c.req.param('id'), 'owner', log))
        return c.redirect('/users/token?key=revoked#keys', 303);
      const { t } = pageLanguage(c);
      return c.html(messagePage(c, t('apiKeys.unknownTitle'), t('apiKeys.unknownText'), 'error'), 404);
    });
}
