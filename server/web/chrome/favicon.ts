import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';

/** A keyhole on the pages' accent blue: it reads on light and dark tab strips alike. */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b57d0"/><path fill="#ffffff" d="M16 6a6 6 0 0 0-2.6 11.4L12 26h8l-1.4-8.6A6 6 0 0 0 16 6z"/></svg>`;

/** The icon within the page itself, for a page that promises to make no request once loaded (/open). */
export const FAVICON_INLINE = `data:image/svg+xml,${encodeURIComponent(ICON)}`;

/** Where the pages link it: its digest is in the name, so a browser keeps it for good. */
export const FAVICON_PATH = `/assets/icon-${createHash('sha256').update(ICON).digest('hex').slice(0, 16)}.svg`;

/** Asked for by browsers and tools that never read a page's head: kept a day, so a new icon shows. */
const WELL_KNOWN_PATH = '/favicon.ico';

/** Serves the icon under its digest's name and at the address browsers try by themselves. */
export function faviconRoutes() {
  const icon = (cacheControl: string) => (c: Context) => {
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', cacheControl);
    c.header('X-Content-Type-Options', 'nosniff');
    // Opened on its own, the drawing is a document: it may load and run nothing.
    c.header('Content-Security-Policy', "default-src 'none'");
    return c.body(ICON);
  };
  return new Hono()
    .get(FAVICON_PATH, icon('public, max-age=31536000, immutable'))
    .get(WELL_KNOWN_PATH, icon('public, max-age=86400'));
}
