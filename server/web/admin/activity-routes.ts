import { Hono } from 'hono';
import type { ActivityStore } from '../../store/activity-store.ts';
import type { UserStore } from '../../store/user-store.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { activityExport } from './activity-export.ts';
import { askedOf, readFilter } from './activity-query.ts';
import { type ActivityView, activityPage } from './activity-views.ts';

/** Entries on one page of the administrator's log. */
export const ACTIVITY_PAGE_SIZE = 50;

export interface ActivityRoutesDeps {
  store: ActivityStore & Pick<UserStore, 'findUserByEmail'>;
  now: () => number;
  /** The origin mails' links use (PWP__OVERRIDE_BASE_URL): its host names the instance in an export's file name. */
  overrideBaseUrl: string | null;
}

const cursor = (text: string | undefined): number | undefined => {
  const n = Number(text);
  return text !== undefined && /^\d{1,15}$/.test(text) && Number.isSafeInteger(n) ? n : undefined;
};

/** `/admin/activity`: the instance's log searched, a page at a time; behind the admin routes' guard. */
export function activityRoutes(deps: ActivityRoutesDeps) {
  const { store } = deps;
  return new Hono<PageEnv>()
    .get('/', async (c) => {
      const asked = askedOf((name) => c.req.query(name));
      const read = await readFilter(asked, store);
      if (!read.ok) {
        const view: ActivityView = {
          asked,
          problems: read.problems,
          entries: [],
          olderBefore: null,
          newerAfter: null,
        };
        return c.html(activityPage(c, view), 422);
      }
      const before = cursor(c.req.query('before'));
      const after = before === undefined ? cursor(c.req.query('after')) : undefined;
      // One more than shown says whether the page has a neighbour on the side it was read towards.
      const found = await store.searchActivity(read.filter, {
        limit: ACTIVITY_PAGE_SIZE + 1,
        ...(before === undefined ? {} : { beforeSeq: before }),
        ...(after === undefined ? {} : { afterSeq: after }),
      });
      const beyond = found.length > ACTIVITY_PAGE_SIZE;
      const up = after !== undefined;
      // Newest first either way: read upwards the extra entry is the first, read downwards the last.
      const entries = up && beyond ? found.slice(1) : found.slice(0, ACTIVITY_PAGE_SIZE);
      const newest = entries[0]?.seq ?? null;
      const oldest = entries.at(-1)?.seq ?? null;
      const view: ActivityView = {
        asked,
        problems: {},
        entries,
        olderBefore: up || beyond ? oldest : null,
        newerAfter: (up && beyond) || before !== undefined ? newest : null,
      };
      return c.html(activityPage(c, view));
    })
    .get('/export', (c) => activityExport(c, deps));
}
