import { type Context, Hono } from 'hono';
import { recordIn, userTarget } from '../../accounts/account-log.ts';
import { checkPasskey, signInOptions } from '../../accounts/passkey-sign-in.ts';
import { userActor } from '../../activity/activity-recorder.ts';
import { clientAddress } from '../../http/client-info.ts';
import type { UserRecord } from '../../store/records.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import {
  finishSignIn,
  forgetSecondStep,
  secondStepHash,
  secondStepReturn,
} from '../two-factor/two-factor-sign-in.ts';
import { keepCeremony, takeCeremony } from './passkey-cookie.ts';
import { type PasskeyDeps, partyOf, signedCredential, TOO_MANY_CHALLENGES } from './passkey-deps.ts';
import { passkeyScript, passkeyScriptTag } from './passkey-script.ts';
import { passkeyStepPage } from './passkey-sign-in-views.ts';

const EXPIRED = '/users/sign_in?second_step=expired';

/**
 * `/users/two_factor/passkey`: the second step of a password sign-in taken with one of the user's
 * passkeys instead of a code, where two factors are required or the user has a code too.
 */
export function passkeyStepRoutes(deps: PasskeyDeps) {
  const { store, challenges, now } = deps;

  /** The user whose password was checked in this browser, while their step waits. */
  async function waitingUser(c: Context<PageEnv>): Promise<UserRecord | undefined> {
    const hash = secondStepHash(c);
    const waiting = hash === undefined ? undefined : await store.findOneTime(hash, 'second_step', now());
    return waiting?.userId == null ? undefined : store.findUserById(waiting.userId);
  }

  const stepPage = async (c: Context<PageEnv>, user: UserRecord, error = '') =>
    passkeyStepPage(c, passkeyScriptTag(c, await passkeyScript()), user.totp !== undefined, error);

  return new Hono<PageEnv>()
    .get('/', async (c) => {
      const user = await waitingUser(c);
      if (user === undefined) return c.redirect(EXPIRED, 303);
      return c.html(await stepPage(c, user));
    })
    .post('/options', async (c) => {
      if (!csrfMatches(c, await c.req.parseBody())) return c.json({ error: 'form_expired' }, 403);
      const user = await waitingUser(c);
      if (user === undefined) return c.json({ error: 'expired' }, 410);
      if (!(await deps.limiter.challenge(clientAddress(c)))) return c.json(TOO_MANY_CHALLENGES, 429);
      const options = await signInOptions(partyOf(c, deps), await store.listPasskeys(user.id));
      keepCeremony(
        c,
        await challenges.begin({ challenge: options.challenge, userId: user.id }),
        deps.overrideBaseUrl,
      );
      return c.json(options);
    })
    .post('/', async (c) => {
      const form = await c.req.parseBody();
      if (!csrfMatches(c, form)) return formExpired(c);
      const hash = secondStepHash(c);
      const user = await waitingUser(c);
      if (hash === undefined || user === undefined) return c.redirect(EXPIRED, 303);
      const { t } = pageLanguage(c);
      const attempt = await deps.stepLimiter.begin(user.id, clientAddress(c));
      if (attempt === undefined) return c.html(await stepPage(c, user, t('account.signInTooMany')), 429);
      const waiting = await challenges.take(takeCeremony(c));
      const response = signedCredential(form);
      if (waiting === undefined || waiting.userId !== user.id || response === undefined)
        return c.html(await stepPage(c, user, t('passkeys.signInRefused')), 422);
      const signed = { response, challenge: waiting.challenge, onlyFor: user.id };
      const checked = await checkPasskey(deps, partyOf(c, deps), signed, requestAccountLog(c, deps.activity));
      if ('refused' in checked) return c.html(await stepPage(c, user, t('passkeys.signInRefused')), 422);
      await attempt.succeeded();
      // Taken only now: of two right answers sent at once, one signs in; a password changed meanwhile voids it.
      const step = await store.takeOneTime(hash, 'second_step', now());
      const returnTo = step === undefined ? undefined : secondStepReturn(deps.cipher, step.data, user);
      forgetSecondStep(c);
      if (returnTo === undefined) return c.redirect(EXPIRED, 303);
      const log = requestAccountLog(c, deps.activity, userActor(user));
      const target = userTarget(user);
      await recordIn(log, { event: 'two_factor.used', target, details: { factor: 'passkey' } });
      await recordIn(log, {
        event: 'sign_in',
        target,
        details: { method: 'password', second_factor: 'passkey' },
      });
      return finishSignIn(c, deps, user, returnTo.to);
    });
}
