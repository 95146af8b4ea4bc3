import type { MiddlewareHandler } from 'hono';
import { type Brand, logoOrigins } from '../../brand/brand.ts';

/** A page's CSP with its images allowed from `origins` as well; a policy without img-src is left as it is. */
export const withImageOrigins = (policy: string, origins: readonly string[]) =>
  policy.replace(/(^|;\s*)(img-src [^;]*)/, (_, before: string, images: string) =>
    [before + images, ...origins].join(' '),
  );

/** Where the brand in force comes from: `current` may read the store, `latest` answers at once with the copy held. */
export interface BrandReader {
  current(): Promise<Brand>;
  latest(): Brand;
}

const fixed = (brand: Brand): BrandReader => ({ current: async () => brand, latest: () => brand });

/**
 * Hands every page (those answered outside the web routes too) the brand in force, read for each
 * request so a change made on any server shows within the brand's refresh time, and lets a page
 * show a logo from another origin: its CSP allows that origin's images, and only when one is set.
 */
export function brandedPages(from: Brand | BrandReader): MiddlewareHandler<{ Variables: { brand: Brand } }> {
  const reader = 'current' in from ? from : fixed(from);
  return async (c, next) => {
    // A store out of reach must not take down what needs no store (/up, a message page): the copy held serves.
    const brand = await reader.current().catch(() => reader.latest());
    c.set('brand', brand);
    await next();
    const origins = logoOrigins(brand);
    if (origins.length === 0) return;
    const policy = c.res.headers.get('Content-Security-Policy');
    if (policy === null) return;
    const widened = withImageOrigins(policy, origins);
    if (widened !== policy) c.res.headers.set('Content-Security-Policy', widened);
  };
}
