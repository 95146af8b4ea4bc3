import { Hono } from 'hono';
import { backupCodeDigest, looksLikeBackupCode } from '../../accounts/backup-codes.ts';
import { totpStep } from '../../accounts/totp.ts';
import { clientAddress } from '../../http/client-info.ts';
import type { UserRecord } from '../../store/records.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import { field, type TwoFactorDeps } from './two-factor-guard.ts';
import { finishSignIn, forgetSecondStep, secondStepHash, secondStepReturn } from './two-factor-sign-in.ts';
import { secondStepPage } from './two-factor-step-views.ts';
import { wrongCodeWarning } from './wrong-code-warning.ts';

const EXPIRED = '/users/sign_in?second_step=expired';

/** `/users/two_factor`: the second step of a password sign-in, a code from the app or a backup code. */
export function secondStepRoutes(deps: TwoFactorDeps) {
  const { store, cipher, digestKey, now } = deps;
  const warning = wrongCodeWarning(deps);

  /** Uses the code once: a TOTP step later than the last one accepted, or a backup code not yet used. */
  async function codeAccepted(user: UserRecord, typed: string): Promise<boolean> {
    if (user.totp === undefined) return false;
    if (looksLikeBackupCode(typed)) return store.useBackupCode(user.id, backupCodeDigest(digestKey, typed));
    const step = totpStep(cipher.open(user.totp.secret), typed, now());
    return step !== undefined && (await store.useTotpStep(user.id, step));
  }

  return new Hono<PageEnv>()
    .get('/', async (c) => {
      const hash = secondStepHash(c);
      if (hash === undefined) return c.redirect('/users/sign_in', 303);
      if ((await store.findOneTime(hash, 'second_step', now())) === undefined) {
        forgetSecondStep(c);
        return c.redirect(EXPIRED, 303);
      }
      return c.html(secondStepPage(c));
    })
    .post('/', async (c) => {
      const form = await c.req.parseBody();
      if (!csrfMatches(c, form)) return formExpired(c);
      const hash = secondStepHash(c);
      const waiting = hash === undefined ? undefined : await store.findOneTime(hash, 'second_step', now());
      const user = waiting?.userId == null ? undefined : await store.findUserById(waiting.userId);
      const returnTo = user === undefined ? undefined : secondStepReturn(cipher, waiting?.data ?? null, user);
      if (hash === undefined || user?.totp === undefined || returnTo === undefined) {
        forgetSecondStep(c);
        return c.redirect(EXPIRED, 303);
      }
      const { t } = pageLanguage(c);
      const attempt = await deps.stepLimiter.begin(user.id, clientAddress(c));
      if (attempt === undefined) return c.html(secondStepPage(c, t('account.signInTooMany')), 429);
      if (!(await codeAccepted(user, field(form, 'code')))) {
        await warning.wrongCode(c, user);
        return c.html(secondStepPage(c, t('twoFactor.wrongCode')), 422);
      }
      // Taken only now, so a mistyped code can be tried again; of two right codes sent at once, one signs in.
      if ((await store.takeOneTime(hash, 'second_step', now())) === undefined)
        return c.redirect(EXPIRED, 303);
      await attempt.succeeded();
      await warning.rightCode(user);
      forgetSecondStep(c);
      return finishSignIn(c, deps, user, returnTo.to);
    });
}
