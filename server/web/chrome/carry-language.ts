import type { MiddlewareHandler } from 'hono';
import { languageOf } from '../../../shared/languages.ts';
import type { PageEnv } from './page-env.ts';

/** A same-site path with `locale=` added (before any fragment), unless it already names one. */
export function withLocale(path: string, code: string, amp = '&'): string {
  const hash = path.indexOf('#');
  const [head, fragment] = hash === -1 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
  if (/[?&]locale=/.test(head)) return path;
  return `${head}${head.includes('?') ? amp : '?'}locale=${encodeURIComponent(code)}${fragment}`;
}

/** Same-site links and form targets, but for assets (the icon): those are the same in every language. */
const ASSETS_LEFT_OUT = /\b(href|action)="(\/(?!assets\/)[^"]*)"/g;

/**
 * A page opened by a `?locale=` link keeps its language with no cookie: every same-site link and
 * form on it carries the locale on (a GET form drops its action's query, so it gets a field).
 */
export function carryLanguage(page: string, code: string): string {
  return page
    .replace(/<form\b[^>]*>/g, (form) =>
      /\bmethod="get"/i.test(form) && !form.includes('data-language-picker')
        ? `${form}<input type="hidden" name="locale" value="${code}">`
        : form,
    )
    .replace(
      ASSETS_LEFT_OUT,
      (_, attr: string, path: string) => `${attr}="${withLocale(path, code, '&amp;')}"`,
    );
}

/** Redirects after a form keep a `?locale=` the form was posted with. */
export function carryLanguageInRedirects(): MiddlewareHandler<PageEnv> {
  return async (c, next) => {
    await next();
    const code = languageOf(c.req.query('locale'))?.code;
    if (code === undefined || c.get('languageReplaced') || c.res.status < 300 || c.res.status > 399) return;
    const location = c.res.headers.get('location');
    if (location?.startsWith('/') && !location.startsWith('//'))
      c.res.headers.set('location', withLocale(location, code));
  };
}
