import { Hono } from 'hono';
import { parsePage } from '../../../shared/normalize.ts';
import type { PushService } from '../../pushes/service.ts';
import { signedInUser } from '../chrome/owner-guard.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { auditPage } from './audit-page-views.ts';
import { badPagePage } from './dashboard-views.ts';
import { gonePage } from './recipient-views.ts';

/** Entries an audit page shows; one more is asked for, to know whether an older page exists. */
export const AUDIT_PAGE_SIZE = 50;

/** `/p/:token/audit`: the owner's view of every event of a push; reading it logs nothing. */
export function auditPageRoutes({
  service,
}: {
  service: Pick<PushService, 'owned' | 'auditRange' | 'factsOf'>;
}) {
  return new Hono<PageEnv>().get('/:urlToken/audit', async (c) => {
    const user = signedInUser(c);
    if (user instanceof Response) return user;
    const push = await service.owned(c.req.param('urlToken'), user);
    if (!push.ok) return c.html(gonePage(c), 404);
    const n = parsePage(c.req.query('page'));
    if (!n.ok) return c.html(badPagePage(c), 400);
    const { urlToken } = push.value;
    const range = { offset: (n.value - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE + 1 };
    const entries = await service.auditRange(urlToken, user, range);
    if (!entries.ok) return c.html(gonePage(c), 404);
    const { title } = await service.factsOf(push.value);
    return c.html(
      auditPage(c, {
        urlToken,
        title,
        entries: entries.value.slice(0, AUDIT_PAGE_SIZE),
        page: n.value,
        hasNext: entries.value.length > AUDIT_PAGE_SIZE,
      }),
    );
  });
}
