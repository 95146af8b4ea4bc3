import { Hono } from 'hono';
import { checkPasskey, recordPasskeySignIn, signInOptions } from '../../accounts/passkey-sign-in.ts';
import { clientAddress } from '../../http/client-info.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { returnToFrom } from '../chrome/return-target.ts';
import { suspendedAccount } from '../chrome/suspended-account.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import { finishSignIn } from '../two-factor/two-factor-sign-in.ts';
import { keepCeremony, takeCeremony } from './passkey-cookie.ts';
import { type PasskeyDeps, partyOf, signedCredential, TOO_MANY_CHALLENGES } from './passkey-deps.ts';

/** Where a refused passkey sign-in goes: the sign-in page, saying so, with the page asked for kept. */
function refusedTo(returnTo: string | null): string {
  const query = new URLSearchParams({ passkey: 'refused' });
  if (returnTo !== null) query.set('return_to', returnTo);
  return `/users/sign_in?${query}`;
}

/**
 * `/users/passkeys/sign_in`: a sign-in with a discoverable passkey, no address typed. It stands for
 * both factors: the authenticator holds the key and verified its user.
 */
export function passkeySignInRoutes(deps: PasskeyDeps) {
  const { challenges, limiter } = deps;
  return new Hono<PageEnv>()
    .post('/options', async (c) => {
      if (!csrfMatches(c, await c.req.parseBody())) return c.json({ error: 'form_expired' }, 403);
      if (!(await limiter.challenge(clientAddress(c)))) return c.json(TOO_MANY_CHALLENGES, 429);
      const options = await signInOptions(partyOf(c, deps));
      keepCeremony(
        c,
        await challenges.begin({ challenge: options.challenge, userId: null }),
        deps.overrideBaseUrl,
      );
      return c.json(options);
    })
    .post('/', async (c) => {
      const form = await c.req.parseBody();
      if (!csrfMatches(c, form)) return formExpired(c);
      const returnTo = returnToFrom(form.return_to);
      // Counted before the check, as a password is: parallel attempts past the limit are not checked.
      const attempt = await limiter.begin(clientAddress(c));
      if (attempt === undefined) return deps.throttled(c, returnTo);
      const waiting = await challenges.take(takeCeremony(c));
      const response = signedCredential(form);
      if (waiting === undefined || waiting.userId !== null || response === undefined)
        return c.redirect(refusedTo(returnTo), 303);
      const log = requestAccountLog(c, deps.activity);
      const signed = { response, challenge: waiting.challenge };
      const checked = await checkPasskey(deps, partyOf(c, deps), signed, log);
      if ('refused' in checked) {
        if (checked.refused === 'suspended') return suspendedAccount(c);
        return c.redirect(refusedTo(returnTo), 303);
      }
      await attempt.succeeded();
      await recordPasskeySignIn(checked.user, log);
      return finishSignIn(c, deps, checked.user, returnTo);
    });
}
