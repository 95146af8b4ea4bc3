import type { Context } from 'hono';
import type { SignInLimiter } from '../../accounts/sign-in-limiter.ts';
import type { UserAdmin } from '../../accounts/user-admin.ts';
import { clientAddress } from '../../http/client-info.ts';
import type { UserRecord } from '../../store/records.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';

export interface ReentryDeps {
  admin: UserAdmin;
  /** The password step's limiter: a password is guessed no faster here than at sign-in. */
  limiter: SignInLimiter;
}

/** Why a re-entered password was refused, in the page's language, with the answer's status. */
export interface ReentryRefusal {
  error: string;
  status: 422 | 429;
}

/** Checks the signed-in user's password once more before a change to their second factor. */
export async function checkReentry(
  c: Context<PageEnv>,
  deps: ReentryDeps,
  user: UserRecord,
  password: unknown,
): Promise<ReentryRefusal | undefined> {
  const { t } = pageLanguage(c);
  const attempt = await deps.limiter.begin(user.email, clientAddress(c));
  if (attempt === undefined) return { error: t('account.tooManyAttempts'), status: 429 };
  const typed = typeof password === 'string' ? password : '';
  if ((await deps.admin.checkPassword(user.email, typed)) === undefined) {
    return { error: t('account.wrongPassword'), status: 422 };
  }
  await attempt.succeeded();
  return undefined;
}
