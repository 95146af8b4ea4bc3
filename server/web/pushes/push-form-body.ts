import type { MiddlewareHandler } from 'hono';
import type { PageEnv } from '../chrome/page-env.ts';

/**
 * The page form reader, except for a multipart post: the push form's files stream to disk under
 * their own count and size limits, which a body read whole up to BODY_LIMIT_BYTES would refuse.
 */
export function exceptMultipartPost(formBody: MiddlewareHandler<PageEnv>): MiddlewareHandler<PageEnv> {
  return (c, next) =>
    c.req.method === 'POST' && (c.req.header('content-type') ?? '').includes('multipart/form-data')
      ? next()
      : formBody(c, next);
}
