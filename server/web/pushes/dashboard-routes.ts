import { type Context, Hono } from 'hono';
import { parsePage } from '../../../shared/normalize.ts';
import { signedInUser } from '../chrome/owner-guard.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { type AnswerIndex, type DashboardSource, dashboardRows } from './dashboard-rows.ts';
import { badPagePage, dashboardPage, NOTICES, type Notice, type Which } from './dashboard-views.ts';

export interface DashboardDeps {
  service: DashboardSource;
  now: () => number;
  /** Which pushes answer the user's requests; none when requests are off. */
  answers?: AnswerIndex;
}

/** Pushes a dashboard page shows; one more is asked for, to know whether an older page exists. */
export const DASHBOARD_PAGE_SIZE = 25;

const isNotice = (value: string | undefined): value is Notice =>
  value !== undefined && Object.hasOwn(NOTICES, value);

/** `/d/active` and `/d/expired`: the signed-in user's pushes, newest first, `?page=N`. */
export function dashboardRoutes({ service, now, answers }: DashboardDeps) {
  const dashboard = (which: Which) => async (c: Context<PageEnv>) => {
    const user = signedInUser(c);
    if (user instanceof Response) return user;
    const pageNumber = parsePage(c.req.query('page'));
    if (!pageNumber.ok) return c.html(badPagePage(c), 400);
    const at = now();
    const range = { offset: (pageNumber.value - 1) * DASHBOARD_PAGE_SIZE, limit: DASHBOARD_PAGE_SIZE + 1 };
    const rows = await dashboardRows(service, user, which, range, at, answers);
    const notice = c.req.query('notice');
    return c.html(
      dashboardPage(
        c,
        {
          which,
          rows: rows.slice(0, DASHBOARD_PAGE_SIZE),
          page: pageNumber.value,
          hasNext: rows.length > DASHBOARD_PAGE_SIZE,
          notice: isNotice(notice) ? notice : null,
        },
        at,
      ),
    );
  };
  return new Hono<PageEnv>()
    .get('/', (c) => c.redirect('/d/active', 303))
    .get('/active', dashboard('active'))
    .get('/expired', dashboard('expired'));
}
