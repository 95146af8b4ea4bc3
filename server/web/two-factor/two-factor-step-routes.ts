import { type Context, Hono } from 'hono';
import { recordIn, userTarget } from '../../accounts/account-log.ts';
import { backupCodeDigest, looksLikeBackupCode } from '../../accounts/backup-codes.ts';
import { totpStep } from '../../accounts/totp.ts';
import { ANONYMOUS, userActor } from '../../activity/activity-recorder.ts';
import { clientAddress } from '../../http/client-info.ts';
import type { UserRecord } from '../../store/records.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import { field, type TwoFactorDeps } from './two-factor-guard.ts';
import { finishSignIn, forgetSecondStep, secondStepHash, secondStepReturn } from './two-factor-sign-in.ts';
import { secondStepPage } from './two-factor-step-views.ts';
import { wrongCodeWarning } from './wrong-code-warning.ts';

const EXPIRED = '/users/sign_in?second_step=expired';
const PASSKEY_STEP = '/users/two_factor/passkey';

type Factor = 'totp' | 'backup_code';

/** `/users/two_factor`: the second step of a password sign-in, a code from the app or a backup code. */
export function secondStepRoutes(deps: TwoFactorDeps) {
  const { store, cipher, digestKey, now } = deps;
  const warning = wrongCodeWarning(deps);

  /**
   * Uses the code once: a TOTP step later than the last one accepted, or a backup code not yet used.
   * The kind of code it was, or undefined when it was refused.
   */
  async function codeAccepted(user: UserRecord, typed: string): Promise<Factor | undefined> {
    if (user.totp === undefined) return undefined;
    if (looksLikeBackupCode(typed))
      return (await store.useBackupCode(user.id, backupCodeDigest(digestKey, typed)))
        ? 'backup_code'
        : undefined;
    const step = totpStep(cipher.open(user.totp.secret), typed, now());
    return step !== undefined && (await store.useTotpStep(user.id, step)) ? 'totp' : undefined;
  }

  /** A refused step, by the account it was for (actor anonymous: the sign-in is not done) and never by the code. */
  const recordRefused = (c: Context<PageEnv>, user: UserRecord, reason: 'too_many' | 'wrong_code') =>
    recordIn(requestAccountLog(c, deps.activity, ANONYMOUS), {
      event: 'two_factor.failed',
      target: userTarget(user),
      outcome: 'failure',
      details: { method: 'password', reason },
    });

  /** The code taken: the factor used (a backup code also as used up), then the sign-in it completes. */
  async function recordSignIn(c: Context<PageEnv>, user: UserRecord, factor: Factor) {
    const log = requestAccountLog(c, deps.activity, userActor(user));
    const target = userTarget(user);
    await recordIn(log, { event: 'two_factor.used', target, details: { factor } });
    if (factor === 'backup_code') await recordIn(log, { event: 'backup_code.used', target });
    await recordIn(log, { event: 'sign_in', target, details: { method: 'password', second_factor: factor } });
  }

  return new Hono<PageEnv>()
    .get('/', async (c) => {
      const hash = secondStepHash(c);
      if (hash === undefined) return c.redirect('/users/sign_in', 303);
      const waiting = await store.findOneTime(hash, 'second_step', now());
      if (waiting === undefined) {
        forgetSecondStep(c);
        return c.redirect(EXPIRED, 303);
      }
      const user = waiting.userId === null ? undefined : await store.findUserById(waiting.userId);
      const withPasskey = user !== undefined && (await store.listPasskeys(user.id)).length > 0;
      // A passkey is this user's only second factor: its own step is the way on.
      if (user?.totp === undefined && withPasskey) return c.redirect(PASSKEY_STEP, 303);
      return c.html(secondStepPage(c, '', withPasskey));
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
      const withPasskey = (await store.listPasskeys(user.id)).length > 0;
      const attempt = await deps.stepLimiter.begin(user.id, clientAddress(c));
      if (attempt === undefined) {
        await recordRefused(c, user, 'too_many');
        return c.html(secondStepPage(c, t('account.signInTooMany'), withPasskey), 429);
      }
      const factor = await codeAccepted(user, field(form, 'code'));
      if (factor === undefined) {
        await recordRefused(c, user, 'wrong_code');
        await warning.wrongCode(c, user);
        return c.html(secondStepPage(c, t('twoFactor.wrongCode'), withPasskey), 422);
      }
      // Taken only now, so a mistyped code can be tried again; of two right codes sent at once, one signs in.
      if ((await store.takeOneTime(hash, 'second_step', now())) === undefined)
        return c.redirect(EXPIRED, 303);
      await attempt.succeeded();
      await warning.rightCode(user);
      forgetSecondStep(c);
      await recordSignIn(c, user, factor);
      return finishSignIn(c, deps, user, returnTo.to);
    });
}
