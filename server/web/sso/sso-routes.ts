import { type Context, Hono } from 'hono';
import { languageOf } from '../../../shared/languages.ts';
import { recordIn, userTarget } from '../../accounts/account-log.ts';
import { roleFromDirectory, SINGLE_SIGN_ON } from '../../accounts/directory/directory-roles.ts';
import { type OidcClient, oidcClientFor } from '../../accounts/sso/oidc-client.ts';
import { ProviderFailed } from '../../accounts/sso/provider-failure.ts';
import { keepFlow, takeFlow } from '../../accounts/sso/sso-flows.ts';
import { ssoPerson } from '../../accounts/sso/sso-person.ts';
import { ANONYMOUS, userActor } from '../../activity/activity-recorder.ts';
import { baseUrl } from '../../http/client-info.ts';
import { translatorFor } from '../../i18n/translator.ts';
import type { Logger } from '../../log/log.ts';
import type { UserRecord } from '../../store/records.ts';
import type { AccountFlowDeps } from '../chrome/account-flow-deps.ts';
import { withLocale } from '../chrome/carry-language.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { returnToFrom, SIGNED_IN_HOME } from '../chrome/return-target.ts';
import { maySignIn, suspendedAccount } from '../chrome/suspended-account.ts';
import { csrfMatches, startSession } from '../chrome/web-session.ts';
import { bindFlow, boundFlowExpiry } from './sso-binding.ts';
import { REFUSAL_STATUS, type SsoRefusal, ssoRefusalPage } from './sso-views.ts';

type C = Context<PageEnv>;

export interface SsoDeps extends AccountFlowDeps {
  /** Where a refused sign-on's kind is written; nothing of the exchange itself ever is. */
  logger?: Logger;
}

const CALLBACK_PATH = '/users/auth/oidc/callback';

/** Single sign-on with an OpenID Connect provider: the start of the flow and its callback. */
export function ssoRoutes(deps: SsoDeps) {
  const routes = new Hono<PageEnv>();
  const settings = deps.accounts.oidc;
  // Without a provider the paths are not there at all: a 404 as for any unknown page.
  if (settings === null) return routes;
  const client = oidcClientFor(settings);
  client.warmUp();
  const callbackUrl = (c: C) => `${baseUrl(c, deps.overrideBaseUrl)}${CALLBACK_PATH}`;

  const refuse = async (
    c: C,
    refusal: SsoRefusal,
    returnTo: string | null = null,
    error?: ProviderFailed,
  ) => {
    const detail = error?.detail;
    deps.logger?.info(`single sign-on refused: ${refusal.refused}${detail ? ` (${detail})` : ''}`);
    // By its kind alone: the address or domain a refusal names is the provider's word, not an account's.
    await recordIn(requestAccountLog(c, deps.activity, ANONYMOUS), {
      event: 'sign_in.failed',
      target: null,
      outcome: 'failure',
      details: { method: 'sso', reason: refusal.refused },
    });
    return c.html(ssoRefusalPage(c, refusal, returnTo), REFUSAL_STATUS[refusal.refused]);
  };

  return routes
    .post('/', async (c) => {
      const form = await c.req.parseBody();
      if (!csrfMatches(c, form)) return formExpired(c);
      const returnTo = returnToFrom(form.return_to);
      let begun: Awaited<ReturnType<OidcClient['begin']>>;
      try {
        begun = await client.begin(callbackUrl(c));
      } catch (error) {
        if (error instanceof ProviderFailed) return refuse(c, { refused: error.kind }, returnTo, error);
        throw error;
      }
      const { state, nonce, verifier } = begun.checks;
      const locale = languageOf(c.req.query('locale'))?.code ?? null;
      const expiresAt = await keepFlow(deps, state, { verifier, nonce, returnTo, locale });
      bindFlow(c, state, expiresAt, deps.overrideBaseUrl);
      return c.redirect(begun.url.href, 303);
    })
    .get('/callback', async (c) => {
      const state = c.req.query('state');
      const boundExpiry = boundFlowExpiry(c, state);
      if (state === undefined || boundExpiry === undefined) return refuse(c, { refused: 'state' });
      const flow = await takeFlow(deps, state);
      if (flow === undefined) {
        return refuse(c, { refused: boundExpiry <= deps.now() ? 'expired' : 'replayed' });
      }
      // A flow started from a `?locale=` page goes on in that language, cookie or not.
      if (flow.locale !== null) {
        c.set('translator', translatorFor(flow.locale));
        c.set('languageFromLink', true);
      }
      const query = new URL(c.req.url).search;
      let claims: Awaited<ReturnType<OidcClient['finish']>>;
      try {
        const checks = { state, nonce: flow.nonce, verifier: flow.verifier };
        claims = await client.finish(new URL(`${callbackUrl(c)}${query}`), checks);
      } catch (error) {
        if (error instanceof ProviderFailed) return refuse(c, { refused: error.kind }, flow.returnTo, error);
        throw error;
      }
      const person = await ssoPerson(deps.store, settings, claims, deps.now);
      if ('refused' in person) return refuse(c, person, flow.returnTo);
      if (!maySignIn(person.user)) return suspendedAccount(c);
      const roles = {
        store: deps.store,
        directory: deps.accounts.directory,
        ...(deps.logger ? { logger: deps.logger } : {}),
      };
      const log = requestAccountLog(c, deps.activity, SINGLE_SIGN_ON);
      const user = await roleFromDirectory(roles, person.user, claims.groups, 'sso', log);
      return signIn(c, deps, user, flow);
    });
}

/** Signs the person in as a password sign-in does (a fresh session id), marked as single sign-on. */
async function signIn(
  c: C,
  deps: SsoDeps,
  user: UserRecord,
  flow: { returnTo: string | null; locale: string | null },
) {
  const old = c.get('session');
  if (old !== null) await deps.sessions.end(old);
  startSession(c, await deps.sessions.create(user.id, user.passwordHash ?? '', 'sso'), deps.overrideBaseUrl);
  await deps.store.noteSignIn(user.id, deps.now());
  await recordIn(requestAccountLog(c, deps.activity, userActor(user)), {
    event: 'sign_in',
    target: userTarget(user),
    details: { method: 'sso' },
  });
  const landing = flow.returnTo ?? SIGNED_IN_HOME;
  return c.redirect(flow.locale === null ? landing : withLocale(landing, flow.locale), 303);
}
