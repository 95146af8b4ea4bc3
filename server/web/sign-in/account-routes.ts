import { type Context, Hono } from 'hono';
import { emailKey } from '../../../shared/email-address.ts';
import type { AccountSettings } from '../../accounts/account-settings.ts';
import type { SignInLimiter } from '../../accounts/sign-in-limiter.ts';
import type { UserAdmin } from '../../accounts/user-admin.ts';
import { type ActivityRecorder, ANONYMOUS, userActor } from '../../activity/activity-recorder.ts';
import type { Cipher } from '../../crypto/cipher.ts';
import { activityClient } from '../../http/activity-client.ts';
import { clientAddress } from '../../http/client-info.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { OneTimeStore } from '../../store/one-time-store.ts';
import type { PasskeyStore } from '../../store/passkey-store.ts';
import type { UserRecord } from '../../store/records.ts';
import type { UserStore } from '../../store/user-store.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { returnToFrom, SIGNED_IN_HOME } from '../chrome/return-target.ts';
import type { SessionStore } from '../chrome/session-store.ts';
import { maySignIn, suspendedAccount } from '../chrome/suspended-account.ts';
import { csrfMatches, endSession } from '../chrome/web-session.ts';
import { passkeyScript } from '../passkeys/passkey-script.ts';
import { beginSecondStep, finishSignIn } from '../two-factor/two-factor-sign-in.ts';
import { passwordSignInOn, type SignInShown, signInPage } from './account-views.ts';

export interface AccountDeps {
  admin: UserAdmin;
  store: OneTimeStore & Pick<UserStore, 'findUserByEmail'> & Pick<PasskeyStore, 'listPasskeys'>;
  sessions: SessionStore;
  limiter: SignInLimiter;
  activity: ActivityRecorder;
  accounts: AccountSettings;
  mailer: Mailer | null;
  /** Seals where a sign-in waiting for its second step returns to. */
  cipher: Cipher;
  overrideBaseUrl: string | null;
  /** The policy in force's `twoFactorRequired`; absent, only `accounts.requireMfa` requires a second factor. */
  policyRequiresSecondFactor?: () => Promise<boolean>;
  now: () => number;
}

/**
 * Whether a right password still waits for a second step: always with a code set up; with only a
 * passkey, where two factors are required (elsewhere the password alone signs in, as before).
 */
async function secondStepFor(deps: AccountDeps, user: UserRecord): Promise<boolean> {
  if (user.totp !== undefined) return true;
  const required = deps.accounts.requireMfa || (await deps.policyRequiresSecondFactor?.()) === true;
  return required && (await deps.store.listPasskeys(user.id)).length > 0;
}

/** What the sign-in page notes above its form, by `?account=` or `?second_step=`. */
function noteFrom(query: (name: string) => string | undefined): SignInShown['note'] {
  if (query('account') === 'deleted') return 'deleted';
  if (query('second_step') === 'expired') return 'stepExpired';
  if (query('passkey') === 'refused') return 'passkeyRefused';
  return undefined;
}

/**
 * A refused password sign-in, by the account it was for (when the check found one) and never by
 * what was typed: a password typed into the address field must not reach the log. An attempt the
 * limiter refused names no account: it is refused before the store is asked anything.
 */
async function recordRefused(
  c: Context,
  deps: AccountDeps,
  user: UserRecord | undefined,
  reason: 'too_many' | 'no_match',
): Promise<void> {
  await deps.activity.record({
    event: 'sign_in.failed',
    actor: ANONYMOUS,
    client: activityClient(c),
    target: user === undefined ? null : { kind: 'user', id: user.id },
    outcome: 'failure',
    details: {
      method: 'password',
      reason: user === undefined && reason === 'no_match' ? 'unknown_account' : reason,
    },
  });
}

/** Web sign-in (password, then the second factor when the user has one) and sign-out. */
export function accountRoutes(deps: AccountDeps) {
  const { admin, sessions, limiter, accounts } = deps;
  return new Hono<PageEnv>()
    .get('/sign_in', async (c) => {
      const returnTo = returnToFrom(c.req.query('return_to'));
      if (c.get('user') !== null) return c.redirect(returnTo ?? SIGNED_IN_HOME, 303);
      const note = noteFrom((name) => c.req.query(name));
      return c.html(signInPage(c, deps, { returnTo, note, passkeyScript: await passkeyScript() }));
    })
    .post('/sign_in', async (c) => {
      const form = await c.req.parseBody();
      if (!csrfMatches(c, form)) return formExpired(c);
      const returnTo = returnToFrom(form.return_to);
      const { t } = pageLanguage(c);
      if (!passwordSignInOn(accounts)) {
        return c.html(signInPage(c, deps, { returnTo, error: t('account.passwordSignInOff') }), 403);
      }
      const email = typeof form.email === 'string' ? emailKey(form.email) : '';
      const password = typeof form.password === 'string' ? form.password : '';
      const script = await passkeyScript();
      const refused = (error: string, status: 401 | 429) =>
        c.html(signInPage(c, deps, { email, returnTo, error, passkeyScript: script }), status);
      // Counted before the slow check: parallel attempts past the limit are refused, not checked.
      const attempt = await limiter.begin(email, clientAddress(c));
      if (attempt === undefined) {
        await recordRefused(c, deps, undefined, 'too_many');
        return refused(t('account.signInTooMany'), 429);
      }
      const { signedIn: user, account } = await admin.passwordCheck(email, password);
      if (user === undefined) {
        await recordRefused(c, deps, account, 'no_match');
        return refused(t('account.signInNoMatch'), 401);
      }
      await attempt.succeeded();
      if (!maySignIn(user)) return suspendedAccount(c);
      // With a second factor the sign-in is not done yet: its step records how it ends.
      const secondStep = await secondStepFor(deps, user);
      await deps.activity.record({
        event: secondStep ? 'sign_in.password_checked' : 'sign_in',
        actor: userActor(user),
        client: activityClient(c),
        target: { kind: 'user', id: user.id },
        outcome: 'success',
        details: { method: 'password' },
      });
      if (secondStep) return beginSecondStep(c, deps, user, returnTo);
      return finishSignIn(c, deps, user, returnTo);
    })
    .post('/sign_out', async (c) => {
      if (!csrfMatches(c, await c.req.parseBody())) return formExpired(c);
      const user = c.get('user');
      if (user !== null)
        await deps.activity.record({
          event: 'session.ended',
          actor: userActor(user),
          client: activityClient(c),
          target: { kind: 'user', id: user.id },
          outcome: 'success',
          details: { reason: 'signed_out' },
        });
      await endSession(c, sessions);
      return c.redirect('/', 303);
    });
}
