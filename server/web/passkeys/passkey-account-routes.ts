import { Hono } from 'hono';
import { passkeyName, removePasskey, renamePasskey } from '../../accounts/passkey-names.ts';
import { addPasskey, registrationOptions } from '../../accounts/passkey-registration.ts';
import { clientAddress } from '../../http/client-info.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { signInFirst } from '../chrome/return-target.ts';
import { signedInOnly } from '../two-factor/two-factor-guard.ts';
import { passkeysPage } from './passkey-account-views.ts';
import { keepCeremony, takeCeremony } from './passkey-cookie.ts';
import { field, madeCredential, type PasskeyDeps, partyOf, TOO_MANY_CHALLENGES } from './passkey-deps.ts';
import { passkeyScript, passkeyScriptTag } from './passkey-script.ts';

const back = (outcome: string) => `/users/account?passkey=${outcome}#passkeys-heading`;

/**
 * `/users/passkeys`: the signed-in user adds a passkey (the page's script asks for the challenge),
 * renames or removes one. Its own page is the way to a first factor where one is required; the
 * account page shows the same section.
 */
export function passkeyAccountRoutes(deps: PasskeyDeps) {
  const { store, challenges, now } = deps;
  const mine = signedInOnly();
  return new Hono<PageEnv>()
    .get('/', mine, async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      const script = passkeyScriptTag(c, await passkeyScript());
      return c.html(passkeysPage(c, await store.listPasskeys(user.id), script));
    })
    .post('/options', mine, async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      if (!(await deps.limiter.challenge(clientAddress(c)))) return c.json(TOO_MANY_CHALLENGES, 429);
      const options = await registrationOptions(partyOf(c, deps), user, await store.listPasskeys(user.id));
      const token = await challenges.begin({ challenge: options.challenge, userId: user.id });
      keepCeremony(c, token, deps.overrideBaseUrl);
      return c.json(options);
    })
    .post('/', mine, async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      const form = await c.req.parseBody();
      const waiting = await challenges.take(takeCeremony(c));
      const response = madeCredential(form);
      // A challenge is this user's alone: one begun in another account's session proves nothing here.
      if (waiting === undefined || waiting.userId !== user.id || response === undefined)
        return c.redirect(back('refused'), 303);
      const typed = passkeyName(field(form, 'name'));
      const name = typed === '' ? pageLanguage(c).t('passkeys.defaultName') : typed;
      const made = { response, challenge: waiting.challenge, name };
      const log = requestAccountLog(c, deps.activity);
      const result = await addPasskey({ store, now }, partyOf(c, deps), user, made, log);
      if ('refused' in result) return c.redirect(back(result.refused === 'taken' ? 'taken' : 'refused'), 303);
      return c.redirect(back('added'), 303);
    })
    .post('/:id/rename', mine, async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      const name = field(await c.req.parseBody(), 'name');
      const log = requestAccountLog(c, deps.activity);
      if (passkeyName(name) === '') return c.redirect(back('unnamed'), 303);
      const renamed = await renamePasskey(store, user, c.req.param('id'), name, log);
      return renamed ? c.redirect(back('renamed'), 303) : c.notFound();
    })
    .post('/:id/delete', mine, async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      const log = requestAccountLog(c, deps.activity);
      const removed = await removePasskey(store, user, c.req.param('id'), log);
      return removed ? c.redirect(back('removed'), 303) : c.notFound();
    });
}
