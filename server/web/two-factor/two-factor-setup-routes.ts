import { Hono } from 'hono';
import { recordIn, userTarget } from '../../accounts/account-log.ts';
import { backupCodeDigest, newBackupCodes } from '../../accounts/backup-codes.ts';
import { newTotpSecret, totpStep } from '../../accounts/totp.ts';
import { sendAccountNotice } from '../../mail/account-notices.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { returnToFrom, signInFirst } from '../chrome/return-target.ts';
import { keepCodesForDisplay } from './two-factor-codes-once.ts';
import { field, secondFactorRequired, signedInOnly, type TwoFactorDeps } from './two-factor-guard.ts';
import { checkReentry } from './two-factor-password.ts';
import { forgetPendingSecret, keepPendingSecret, pendingSecret, SETUP_PATH } from './two-factor-pending.ts';
import { passwordPage, scanPage } from './two-factor-setup-views.ts';

/**
 * `/users/two_factor/setup`: the password again, then a new secret to scan, turned on by its first
 * code; the backup codes are shown next.
 */
export function setupRoutes(deps: TwoFactorDeps) {
  const { store, cipher, now } = deps;
  const app = new Hono<PageEnv>();
  app.use('*', signedInOnly());
  // Set up once: a user who has a second factor, or signs in only through their provider, has nothing to set up here.
  app.use('*', async (c, next) => {
    const user = c.get('user');
    if (user === null || user.totp !== undefined || user.passwordHash === null) {
      return c.redirect('/users/account', 303);
    }
    return next();
  });
  return app
    .get('/', async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      const required = await secondFactorRequired(deps);
      const pending = pendingSecret(c, cipher, now());
      if (pending !== undefined) return c.html(scanPage(c, user.email, pending.secret, { required }));
      const returnTo = returnToFrom(c.req.query('return_to'));
      return c.html(passwordPage(c, user.email, 'setup', { required, returnTo }));
    })
    .post('/', async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      const form = await c.req.parseBody();
      const returnTo = returnToFrom(form.return_to);
      const refused = await checkReentry(c, deps, user, form.password);
      if (refused !== undefined) {
        const shown = { error: refused.error, required: await secondFactorRequired(deps), returnTo };
        return c.html(passwordPage(c, user.email, 'setup', shown), refused.status);
      }
      keepPendingSecret(c, cipher, { secret: newTotpSecret(), returnTo }, now(), deps.overrideBaseUrl);
      return c.redirect(SETUP_PATH, 303);
    })
    .post('/confirm', async (c) => {
      const user = c.get('user');
      if (user === null) return signInFirst(c);
      const pending = pendingSecret(c, cipher, now());
      if (pending === undefined) return c.redirect(SETUP_PATH, 303);
      const step = totpStep(pending.secret, field(await c.req.parseBody(), 'code'), now());
      if (step === undefined) {
        const error = pageLanguage(c).t('twoFactor.wrongSetupCode');
        const required = await secondFactorRequired(deps);
        return c.html(scanPage(c, user.email, pending.secret, { error, required }), 422);
      }
      const codes = newBackupCodes();
      await store.setUserTotp(user.id, {
        secret: cipher.seal(pending.secret),
        lastStep: step,
        backupCodes: codes.map((code) => backupCodeDigest(deps.digestKey, code)),
        enabledAt: now(),
      });
      forgetPendingSecret(c);
      await recordIn(requestAccountLog(c, deps.activity), {
        event: 'two_factor.set_up',
        target: userTarget(user),
      });
      sendAccountNotice(deps, pageLanguage(c), user, 'second_factor_on');
      keepCodesForDisplay(
        c,
        { codes, fresh: true, continueTo: pending.returnTo },
        now(),
        deps.overrideBaseUrl,
      );
      return c.redirect('/users/two_factor/backup_codes', 303);
    });
}
