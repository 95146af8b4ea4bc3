import { Hono } from 'hono';
import { findDeviceToken, revokeDeviceToken } from '../../accounts/device-tokens.ts';
import { hashToken } from '../../crypto/tokens.ts';
import { apiJson } from '../../http/api-json.ts';
import { INVALID_TOKEN, presentedToken, TOKEN_REQUIRED } from '../../http/auth.ts';
import type { AccountFlowDeps } from '../chrome/account-flow-deps.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { signInPathBackTo } from '../chrome/return-target.ts';
import { contentSecurityPolicy } from '../chrome/security-headers.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import { authorizeQuery, extensionRedirect, readAuthorizeParams } from './device-authorize-params.ts';
import { exchangeExtensionCode, issueExtensionCode } from './device-exchange.ts';
import { authorizePage, badAuthorizeRequest } from './device-views.ts';

/** A form field's values as strings: a file or a missing field is no value. */
const formValues = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v) => typeof v === 'string');

/** The extension's sign-in in the browser's web auth flow, and the browser tokens it makes. */
export function deviceRoutes(deps: AccountFlowDeps) {
  return (
    new Hono<PageEnv>()
      .get('/extension/authorize', (c) => {
        const params = readAuthorizeParams((field) => c.req.queries(field) ?? []);
        if (params === undefined) return badAuthorizeRequest(c);
        const user = c.get('user');
        if (user === null) {
          const url = new URL(c.req.url);
          return c.redirect(signInPathBackTo(`${url.pathname}${url.search}`), 303);
        }
        // The answer's redirect leaves for the extension's URL: a form may only go where its CSP lets it.
        const target = new URL(params.redirectUri).origin;
        c.header('Content-Security-Policy', contentSecurityPolicy(c.get('nonce'), `'self' ${target}`));
        return c.html(authorizePage(c, params, user.email));
      })
      .post('/extension/authorize', async (c) => {
        const form = await c.req.parseBody({ all: true });
        if (!csrfMatches(c, form)) return formExpired(c);
        const params = readAuthorizeParams((field) => formValues(form[field]));
        if (params === undefined) return badAuthorizeRequest(c);
        const user = c.get('user');
        if (user === null)
          return c.redirect(signInPathBackTo(`/users/extension/authorize?${authorizeQuery(params)}`), 303);
        const decision = form.decision;
        if (decision === 'cancel')
          return c.redirect(extensionRedirect(params, { error: 'access_denied' }), 303);
        if (decision !== 'allow') return badAuthorizeRequest(c);
        const code = await issueExtensionCode(deps, user.id, params);
        return c.redirect(extensionRedirect(params, { code }), 303);
      })
      // No cookie and no CSRF token: the code and its verifier are what authenticate this request.
      .post('/extension/token', async (c) => {
        const body: unknown = await c.req.json().catch(() => undefined);
        const answer = await exchangeExtensionCode(deps, body, requestAccountLog(c, deps.activity));
        return answer.ok ? apiJson(c, answer.body) : apiJson(c, { error: answer.error }, 400);
      })
      .post('/extension/sign_out', async (c) => {
        const token = presentedToken(c);
        if (token === undefined) return apiJson(c, TOKEN_REQUIRED, 401);
        const device = await findDeviceToken(deps.store, hashToken(token));
        if (device === undefined) return apiJson(c, INVALID_TOKEN, 401);
        // The token signs itself out: it is the actor, by its name.
        const actor = { kind: 'browser_token' as const, id: device.id, name: device.name };
        const log = requestAccountLog(c, deps.activity, actor);
        if (!(await revokeDeviceToken(deps.store, device.userId, device.id, 'signed_out', log)))
          return apiJson(c, INVALID_TOKEN, 401);
        return c.body(null, 204);
      })
  );
}
