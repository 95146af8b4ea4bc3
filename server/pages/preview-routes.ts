import { type Context, Hono } from 'hono';
import { isExpiredAt } from '../../shared/expiry.ts';
import { htmlUrl } from '../../shared/wire.ts';
import { baseUrl } from '../http/client-info.ts';
import type { PushService } from '../pushes/service.ts';
import type { PageEnv } from './page-env.ts';
import { previewPage } from './preview-views.ts';
import { gonePage } from './recipient-views.ts';

export interface PreviewDeps {
  service: PushService;
  overrideBaseUrl: string | null;
  now: () => number;
}

/**
 * `/p/:token/preview` and `/p/:token/r/preview`, as Password Pusher serves them: the secret link
 * and its QR code. Anyone holding the link may see it, since it shows only that link; it reads
 * the push's metadata without claiming a view, so it counts nothing and logs nothing.
 */
export function previewRoutes({ service, overrideBaseUrl, now }: PreviewDeps) {
  const preview = async (c: Context<PageEnv>) => {
    const found = await service.find(c.req.param('urlToken') ?? '');
    if (!found.ok || isExpiredAt(found.value, now())) return c.html(gonePage(c), 404);
    const push = found.value;
    return c.html(previewPage(c, htmlUrl(baseUrl(c, overrideBaseUrl), push.urlToken, push.retrievalStep)));
  };
  return new Hono<PageEnv>().get('/:urlToken/preview', preview).get('/:urlToken/r/preview', preview);
}
