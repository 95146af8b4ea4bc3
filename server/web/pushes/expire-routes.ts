import { type Context, Hono } from 'hono';
import { isExpiredAt, viewsRemaining } from '../../../shared/expiry.ts';
import { doorActor } from '../../http/door-actor.ts';
import type { PushService } from '../../pushes/service.ts';
import { formExpired } from '../chrome/message-pages.ts';
import { signedInUser } from '../chrome/owner-guard.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import { alreadyExpiredPage, expireConfirmPage } from './expire-views.ts';
import { gonePage } from './recipient-views.ts';

export interface ExpireDeps {
  service: Pick<PushService, 'owned' | 'remove' | 'factsOf'>;
  now: () => number;
}

/** `/p/:token/expire`: GET asks the owner to confirm, POST expires and returns to the dashboard. */
export function expireRoutes({ service, now }: ExpireDeps) {
  const own = async (c: Context<PageEnv>) => {
    const user = signedInUser(c);
    if (user instanceof Response) return user;
    const push = await service.owned(c.req.param('urlToken') ?? '', user);
    return push.ok ? { user, push: push.value } : c.html(gonePage(c), 404);
  };

  return new Hono<PageEnv>()
    .get('/:urlToken/expire', async (c) => {
      const owned = await own(c);
      if (owned instanceof Response) return owned;
      const { push } = owned;
      if (isExpiredAt(push, now())) return c.html(alreadyExpiredPage(c, (await service.factsOf(push)).title));
      return c.html(
        expireConfirmPage(c, push.urlToken, (await service.factsOf(push)).title, viewsRemaining(push)),
      );
    })
    .post('/:urlToken/expire', async (c) => {
      const owned = await own(c);
      if (owned instanceof Response) return owned;
      if (!csrfMatches(c, await c.req.parseBody())) return formExpired(c);
      // Expiring twice (a reload, a second tab) changes nothing the second time.
      await service.remove(owned.push.urlToken, doorActor(c, owned.user, 'web'));
      return c.redirect('/d/active?notice=expired', 303);
    });
}
