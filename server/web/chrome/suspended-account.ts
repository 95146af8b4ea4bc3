import type { Context } from 'hono';
import type { UserRecord } from '../../store/records.ts';
import { messagePage } from './message-pages.ts';
import type { PageEnv } from './page-env.ts';
import { pageLanguage } from './page-language.ts';

/** Whether an account may sign in: a suspended one signs in nowhere, whatever the door. */
export const maySignIn = (user: UserRecord): boolean => user.suspended !== true;

/** The answer to a sign-in (password, single sign-on) of a suspended account: 403, saying why. */
export function suspendedAccount(c: Context<PageEnv>): Response | Promise<Response> {
  const { t } = pageLanguage(c);
  return c.html(
    messagePage(c, t('adminUsers.suspendedSignInTitle'), t('adminUsers.suspendedSignInText'), 'error'),
    403,
  );
}
