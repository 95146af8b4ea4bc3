import { type Context, Hono } from 'hono';
import { restoreAccount, suspendAccount } from '../../accounts/account-suspension.ts';
import { expireUserPushes } from '../../accounts/admin-push-expiry.ts';
import { removeUserAsAdmin } from '../../accounts/admin-user-removal.ts';
import { countLiveLinks } from '../../accounts/live-links.ts';
import type { ActivityRecorder } from '../../activity/activity-recorder.ts';
import { auditMeta } from '../../http/client-info.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PushService } from '../../pushes/service.ts';
import type { InvitationStore } from '../../store/invitation-store.ts';
import type { OneTimeStore } from '../../store/one-time-store.ts';
import type { UserRecord } from '../../store/records.ts';
import { notFoundPage } from '../chrome/fallback-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { adminAct } from './admin-act-of.ts';
import { userKeysRoutes } from './user-keys.ts';
import { expirePushesPage, removePage, suspendPage } from './user-page-confirm-views.ts';
import { type UserFactsStore, userFacts, userOffers } from './user-page-facts.ts';
import { isUserNotice, userPage } from './user-page-views.ts';
import { passwordResetRoutes } from './user-reset-routes.ts';

export interface AdminUsersDeps {
  store: UserFactsStore & OneTimeStore & InvitationStore;
  service: PushService;
  activity: ActivityRecorder;
  now: () => number;
  mailer: Mailer | null;
  overrideBaseUrl: string | null;
}

type C = Context<PageEnv>;

const text = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name] : '';

/** `/admin/users/:id` and its actions: suspend, restore, expire their pushes, remove with a hand-over, reset. */
export function userPageRoutes(deps: AdminUsersDeps) {
  const { store, now } = deps;
  const app = new Hono<PageEnv>();
  const userPath = (user: UserRecord) => `/admin/users/${encodeURIComponent(user.id)}`;
  /** The user the path names and what the page knows of them; undefined answers 404. */
  const factsFor = async (c: C) => {
    const user = await store.findUserById(c.req.param('id') ?? '');
    return user === undefined ? undefined : userFacts(store, user, now());
  };

  app.route('/', passwordResetRoutes(deps));
  app.route('/', userKeysRoutes(deps));
  return app
    .get('/users/:id', async (c) => {
      const facts = await factsFor(c);
      if (facts === undefined) return notFoundPage(c);
      const { admin: me } = adminAct(c);
      const done = c.req.query('done');
      const notice = isUserNotice(done) ? { notice: done } : {};
      const view = { facts, offers: userOffers(facts, me), me, mailing: deps.mailer !== null, ...notice };
      return c.html(userPage(c, view));
    })
    .get('/users/:id/suspend', async (c) => {
      const facts = await factsFor(c);
      if (facts === undefined) return notFoundPage(c);
      if (!userOffers(facts, adminAct(c).admin).suspend) return c.redirect(userPath(facts.user), 303);
      return c.html(suspendPage(c, facts.user));
    })
    .post('/users/:id/suspend', async (c) => {
      const facts = await factsFor(c);
      if (facts === undefined) return notFoundPage(c);
      const act = adminAct(c);
      // A forged post for what the page does not offer (the last administrator, oneself) changes nothing.
      if (!userOffers(facts, act.admin).suspend) return c.redirect(userPath(facts.user), 303);
      const outcome = await suspendAccount(deps, facts.user, act);
      return c.redirect(`${userPath(facts.user)}${outcome === 'done' ? '?done=suspended' : ''}`, 303);
    })
    .post('/users/:id/restore', async (c) => {
      const facts = await factsFor(c);
      if (facts === undefined) return notFoundPage(c);
      await restoreAccount(deps, facts.user, adminAct(c));
      return c.redirect(`${userPath(facts.user)}?done=restored`, 303);
    })
    .get('/users/:id/expire_pushes', async (c) => {
      const facts = await factsFor(c);
      if (facts === undefined) return notFoundPage(c);
      if (facts.live.pushes === 0) return c.redirect(userPath(facts.user), 303);
      return c.html(expirePushesPage(c, facts.user, facts.live.pushes));
    })
    .post('/users/:id/expire_pushes', async (c) => {
      const user = await store.findUserById(c.req.param('id'));
      if (user === undefined) return notFoundPage(c);
      await expireUserPushes(deps, user, adminAct(c), auditMeta(c));
      return c.redirect(`${userPath(user)}?done=pushes_expired`, 303);
    })
    .get('/users/:id/remove', async (c) => {
      const facts = await factsFor(c);
      if (facts === undefined) return notFoundPage(c);
      if (!userOffers(facts, adminAct(c).admin).remove) return c.redirect(userPath(facts.user), 303);
      return c.html(removePage(c, facts.user, facts.live, facts.users));
    })
    .post('/users/:id/remove', async (c) => {
      const user = await store.findUserById(c.req.param('id'));
      if (user === undefined) return notFoundPage(c);
      const form = await c.req.parseBody();
      const heir = text(form, 'left') === 'hand' ? await store.findUserById(text(form, 'hand_to')) : null;
      const refused = async (error: 'lastAdmin' | 'badRecipient', status: 409 | 422) => {
        const live = await countLiveLinks(store, user.id, now());
        return c.html(removePage(c, user, live, await store.listUsers(), error), status);
      };
      if (heir === undefined) return refused('badRecipient', 422);
      const left = heir === null ? 'expire' : { handTo: heir };
      const removed = await removeUserAsAdmin(deps, user, left, adminAct(c), auditMeta(c));
      if (removed.outcome !== 'removed')
        return removed.outcome === 'last_admin' ? refused('lastAdmin', 409) : refused('badRecipient', 422);
      return c.redirect(
        `/admin?done=${removed.handedOver === null ? 'removed' : 'removed_handed_over'}`,
        303,
      );
    });
}
