import { Hono } from 'hono';
import { recordOnUser } from '../../accounts/admin-act.ts';
import { INVITATION_LIFETIME_MS, invite } from '../../accounts/invitations.ts';
import { issueResetLink, RESET_LIFETIME_MS } from '../../accounts/password-reset.ts';
import { baseUrl } from '../../http/client-info.ts';
import { invitationMail } from '../../mail/account-mail.ts';
import { sendResetMail } from '../../mail/account-notices.ts';
import { notFoundPage } from '../chrome/fallback-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { keepTokenForDisplay, type ShownOncePlace, takeTokenForDisplay } from '../chrome/token-once.ts';
import { adminAct } from './admin-act-of.ts';
import type { MadeInvitation } from './admin-action-views.ts';
import { INVITATION_SHOWN } from './invitation-shown.ts';
import { resetLinkPage } from './user-page-confirm-views.ts';
import type { AdminUsersDeps } from './user-page-routes.ts';

/** A reset link made without mail waits here for the one GET that shows it. */
const RESET_SHOWN: ShownOncePlace = { cookie: 'sp_reset_link', path: '/admin/reset_link' };

/**
 * A password reset an administrator sends (by mail, or as a link shown once when the server sends
 * none), and an invitation sent again: a new link, the old one void.
 */
export function passwordResetRoutes(deps: AdminUsersDeps) {
  const { store, now, mailer } = deps;
  return new Hono<PageEnv>()
    .post('/users/:id/password_reset', async (c) => {
      const user = await store.findUserById(c.req.param('id'));
      if (user === undefined) return notFoundPage(c);
      const path = `/admin/users/${encodeURIComponent(user.id)}`;
      if (user.suspended === true) return c.redirect(path, 303);
      const token = await issueResetLink(store, user, now());
      const origin = mailer?.origin ?? baseUrl(c, deps.overrideBaseUrl);
      const url = `${origin}/users/password/edit/${token}`;
      const act = adminAct(c);
      if (mailer === null) {
        keepTokenForDisplay(c, url, now(), deps.overrideBaseUrl, RESET_SHOWN);
        await recordOnUser(deps.activity, act, 'user.reset_link_shown', user);
        return c.redirect(RESET_SHOWN.path, 303);
      }
      sendResetMail(mailer, pageLanguage(c), user, url, RESET_LIFETIME_MS);
      await recordOnUser(deps.activity, act, 'user.password_reset_sent', user);
      return c.redirect(`${path}?done=reset_mailed`, 303);
    })
    .get('/reset_link', (c) => c.html(resetLinkPage(c, takeTokenForDisplay(c, now(), RESET_SHOWN))))
    .post('/invitations/:hash/resend', async (c) => {
      const old = await store.findInvitation(c.req.param('hash'));
      if (old?.email == null) return notFoundPage(c);
      const at = now();
      // The same address and role under a new link: inserting it replaces the one sent before.
      const token = await invite(store, old.email, old.admin, at);
      const origin = mailer?.origin ?? baseUrl(c, deps.overrideBaseUrl);
      const link = `${origin}/users/invitation/${token}`;
      const act = adminAct(c);
      if (mailer !== null) {
        const facts = { origin, url: link, email: old.email, inviter: act.admin.email, admin: old.admin };
        const mail = invitationMail(pageLanguage(c), {
          ...facts,
          expiresAt: at + INVITATION_LIFETIME_MS,
          brand: mailer.brand,
        });
        mailer.send({ kind: 'invitation', to: old.email, ...mail });
      }
      await deps.activity.record({
        event: 'invitation.resent',
        actor: { kind: 'user', id: act.admin.id, name: act.admin.email },
        client: act.client,
        target: null,
        outcome: 'success',
        details: { email: old.email, role: old.admin ? 'admin' : 'user' },
      });
      const made: MadeInvitation = { link, mailedTo: mailer === null ? null : old.email };
      keepTokenForDisplay(c, JSON.stringify(made), at, deps.overrideBaseUrl, INVITATION_SHOWN);
      return c.redirect(INVITATION_SHOWN.path, 303);
    });
}
