import type { Context } from 'hono';
import type { AdminAct } from '../../accounts/admin-act.ts';
import { activityClient } from '../../http/activity-client.ts';
import type { PageEnv } from '../chrome/page-env.ts';

/** The administrator acting, as the activity log names them; the admin guard lets only them in. */
export function adminAct(c: Context<PageEnv>): AdminAct {
  const admin = c.get('user');
  if (admin === null) throw new Error('The admin routes run for a signed-in user only.');
  return { admin, client: activityClient(c) };
}
