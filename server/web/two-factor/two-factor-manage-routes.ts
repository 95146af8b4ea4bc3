import { type Context, Hono } from 'hono';
import { recordIn, userTarget } from '../../accounts/account-log.ts';
import { backupCodeDigest, newBackupCodes } from '../../accounts/backup-codes.ts';
import { sendAccountNotice } from '../../mail/account-notices.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { keepCodesForDisplay, takeCodesForDisplay } from './two-factor-codes-once.ts';
import { secondFactorRequired, signedInOnly, type TwoFactorDeps } from './two-factor-guard.ts';
import { checkReentry } from './two-factor-password.ts';
import { backupCodesPage, type PasswordAction, passwordPage } from './two-factor-setup-views.ts';

type C = Context<PageEnv>;

/** `/users/two_factor/...` once it is on: backup codes shown once, a new set, and turning it off. */
export function manageRoutes(deps: TwoFactorDeps) {
  const { store, now } = deps;
  // Per route: a middleware for every path would also catch the second step's page, which shares the prefix.
  const mine = signedInOnly();
  const confirmPage = (action: PasswordAction) => async (c: C) => {
    const user = c.get('user');
    if (user?.totp === undefined) return c.redirect('/users/account', 303);
    return c.html(passwordPage(c, user.email, action, { required: await secondFactorRequired(deps) }));
  };
  return new Hono<PageEnv>()
    .get('/remove', mine, confirmPage('remove'))
    .get('/backup_codes/new', mine, confirmPage('newCodes'))
    .get('/backup_codes', mine, (c) => {
      const shown = takeCodesForDisplay(c, now());
      if (shown === undefined) return c.redirect('/users/account', 303);
      const continueTo =
        shown.continueTo ?? (shown.fresh ? '/users/account?done=two_factor_on' : '/users/account');
      return c.html(backupCodesPage(c, shown.codes, shown.fresh, continueTo));
    })
    .post('/backup_codes/new', mine, async (c) => {
      const user = c.get('user');
      if (user?.totp === undefined) return c.redirect('/users/account', 303);
      const refused = await checkReentry(c, deps, user, (await c.req.parseBody()).password);
      if (refused !== undefined) {
        return c.html(passwordPage(c, user.email, 'newCodes', { error: refused.error }), refused.status);
      }
      const codes = newBackupCodes();
      const backupCodes = codes.map((code) => backupCodeDigest(deps.digestKey, code));
      // The step last used is read again: one used since this request's session was loaded must stay used.
      const current = (await store.findUserById(user.id))?.totp ?? user.totp;
      await store.setUserTotp(user.id, { ...current, backupCodes });
      const log = requestAccountLog(c, deps.activity);
      await recordIn(log, {
        event: 'backup_codes.renewed',
        target: userTarget(user),
        details: { count: codes.length },
      });
      keepCodesForDisplay(c, { codes, fresh: false, continueTo: null }, now(), deps.overrideBaseUrl);
      return c.redirect('/users/two_factor/backup_codes', 303);
    })
    .post('/remove', mine, async (c) => {
      const user = c.get('user');
      if (user?.totp === undefined) return c.redirect('/users/account', 303);
      const refused = await checkReentry(c, deps, user, (await c.req.parseBody()).password);
      if (refused !== undefined) {
        const shown = { error: refused.error, required: await secondFactorRequired(deps) };
        return c.html(passwordPage(c, user.email, 'remove', shown), refused.status);
      }
      await store.setUserTotp(user.id, null);
      await recordIn(requestAccountLog(c, deps.activity), {
        event: 'two_factor.turned_off',
        target: userTarget(user),
      });
      sendAccountNotice(deps, pageLanguage(c), user, 'second_factor_off');
      return c.redirect('/users/account?done=two_factor_off', 303);
    });
}
