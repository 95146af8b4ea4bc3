import type { MiddlewareHandler } from 'hono';
import { type Brand, logoOrigins } from '../../brand/brand.ts';

/** A page's CSP with its images allowed from `origins` as well; a policy without img-src is left as it is. */
export const withImageOrigins = (policy: string, origins: readonly string[]) =>
  policy.replace(/(^|;\s*)(img-src [^;]*)/, (_, before: string, images: string) =>
    [before + images, ...origins].join(' '),
  );

/**
 * Hands every page (those answered outside the web routes too) the instance's brand, and lets a
 * page show a logo from another origin: its CSP allows that origin's images, and only when one is set.
 */
export function brandedPages(brand: Brand): MiddlewareHandler<{ Variables: { brand: Brand } }> {
  const origins = logoOrigins(brand);
  return async (c, next) => {
    c.set('brand', brand);
    await next();
    if (origins.length === 0) return;
    const policy = c.res.headers.get('Content-Security-Policy');
    if (policy === null) return;
    const widened = withImageOrigins(policy, origins);
    if (widened !== policy) c.res.headers.set('Content-Security-Policy', widened);
  };
}
