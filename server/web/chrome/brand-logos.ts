import { Hono } from 'hono';
import { UPLOADED_LOGO_PREFIX } from '../../brand/brand-fields.ts';
import { LOGO_NAME } from '../../brand/logo-image.ts';
import type { BrandLogoStore } from '../../store/brand-logo-store.ts';

/** An SVG opened on its own is a document: it may draw with its own styles and do nothing else. */
export const SVG_LOGO_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Uploaded logos at `/brand/logo-<digest>.<ext>`: the name changes with the content, so each is
 * kept by browsers for good; served as the type sniffed at upload, never sniffed again by them.
 */
export function brandLogoRoutes(store: Pick<BrandLogoStore, 'findBrandLogo'>) {
  const file = UPLOADED_LOGO_PREFIX.slice('/brand/'.length);
  return new Hono().get('/:file', async (c, next) => {
    const asked = c.req.param('file');
    const name = asked.startsWith(file) ? asked.slice(file.length) : '';
    // Other paths under /brand/ are left to whatever serves them (a proxy's own files).
    if (!LOGO_NAME.test(name)) return next();
    const logo = await store.findBrandLogo(name);
    if (logo === undefined) return next();
    c.header('Content-Type', logo.type);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header(
      'Content-Security-Policy',
      logo.type === 'image/svg+xml' ? SVG_LOGO_POLICY : "default-src 'none'",
    );
    return c.body(Buffer.from(logo.base64, 'base64'));
  });
}
