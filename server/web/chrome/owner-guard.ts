import type { Context } from 'hono';
import type { UserRecord } from '../../store/records.ts';
import type { PageEnv } from './page-env.ts';
import { signInFirst } from './return-target.ts';

/** The signed-in user, or the redirect that sends a signed-out visitor to sign in. */
export function signedInUser(c: Context<PageEnv>): UserRecord | Response {
  const user = c.get('user');
  return user === null ? signInFirst(c) : user;
}
