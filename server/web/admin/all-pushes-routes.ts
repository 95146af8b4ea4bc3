import { type Context, Hono } from 'hono';
import { isExpiredAt } from '../../../shared/expiry.ts';
import { expirePushAsAdmin } from '../../accounts/admin-push-expiry.ts';
import type { ActivityRecorder } from '../../activity/activity-recorder.ts';
import type { Cipher } from '../../crypto/cipher.ts';
import { auditMeta } from '../../http/client-info.ts';
import type { PushService } from '../../pushes/service.ts';
import type { PushStore } from '../../store/push-store.ts';
import type { UserStore } from '../../store/user-store.ts';
import { notFoundPage } from '../chrome/fallback-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { adminAct } from './admin-act-of.ts';
import { allPushesRow, pushOfRef } from './all-pushes-rows.ts';
import { type AllPushesFilter, allPushesPage, filterQuery, type StateFilter } from './all-pushes-views.ts';
import { expirePushPage, pushAuditPage } from './push-audit-views.ts';

/** Pushes on one page of the list, and audit entries on the audit page. */
const PAGE = 50;

export interface AllPushesDeps {
  store: PushStore & UserStore;
  service: PushService;
  activity: ActivityRecorder;
  cipher: Cipher;
  now: () => number;
}

const STATES: readonly StateFilter[] = ['active', 'expired', 'all'];

function filterOf(c: Context<PageEnv>): AllPushesFilter {
  const state = c.req.query('state') ?? 'active';
  return {
    owner: c.req.query('owner') ?? '',
    state: (STATES as readonly string[]).includes(state) ? (state as StateFilter) : 'active',
  };
}

/** `/admin/pushes`: every push with its owner, state and audit, and an administrator's expiry of any. */
export function allPushesRoutes(deps: AllPushesDeps) {
  const { store, cipher, now } = deps;
  /** The push a path's handle names; undefined answers 404. */
  const pushOf = async (c: Context<PageEnv>) => {
    const token = pushOfRef(cipher, c.req.param('ref') ?? '');
    const push = token === undefined ? undefined : await store.findPush(token);
    return token === undefined || push === undefined ? undefined : { token, push };
  };
  return new Hono<PageEnv>()
    .get('/', async (c) => {
      const filter = filterOf(c);
      const at = now();
      const afterAt = Number(c.req.query('after_at'));
      const afterToken = pushOfRef(cipher, c.req.query('after') ?? '');
      const after =
        Number.isSafeInteger(afterAt) && afterToken !== undefined
          ? { createdAt: afterAt, urlToken: afterToken }
          : undefined;
      const ownerId = filter.owner === '' ? undefined : filter.owner === 'anonymous' ? null : filter.owner;
      const users = await store.listUsers();
      // One more than a page tells whether an older page exists.
      const listed = await store.listAllPushes({
        state: filter.state,
        now: at,
        limit: PAGE + 1,
        ...(ownerId === undefined ? {} : { ownerId }),
        ...(after === undefined ? {} : { after }),
      });
      const byId = new Map(users.map((u) => [u.id, u]));
      const rows = listed.slice(0, PAGE).map((push) => allPushesRow(cipher, push, byId, at));
      const last = rows.at(-1);
      const next =
        listed.length > PAGE && last !== undefined
          ? filterQuery(filter, { at: last.createdAt, ref: last.ref })
          : null;
      const view = {
        filter,
        users,
        rows,
        next,
        first: after === undefined,
        now: at,
        notice: c.req.query('done') === 'expired',
      };
      return c.html(allPushesPage(c, view));
    })
    .get('/:ref/audit', async (c) => {
      const found = await pushOf(c);
      if (found === undefined) return notFoundPage(c);
      const entries = await store.auditLog(found.token, { offset: 0, limit: PAGE });
      return c.html(pushAuditPage(c, found.push, entries));
    })
    .get('/:ref/expire', async (c) => {
      const found = await pushOf(c);
      if (found === undefined) return notFoundPage(c);
      if (isExpiredAt(found.push, now())) return c.redirect('/admin/pushes', 303);
      return c.html(expirePushPage(c, found.push, c.req.param('ref')));
    })
    .post('/:ref/expire', async (c) => {
      const found = await pushOf(c);
      if (found === undefined) return notFoundPage(c);
      const expired = await expirePushAsAdmin(deps, found.token, adminAct(c), auditMeta(c));
      return c.redirect(expired === undefined ? '/admin/pushes' : '/admin/pushes?done=expired', 303);
    });
}
