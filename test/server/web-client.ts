import type { Hono } from 'hono';

type App = Pick<Hono, 'request'>;

export interface PageResponse {
  status: number;
  html: string;
  headers: Headers;
}

/**
 * A cookie-keeping visitor of the server-rendered pages, without a socket: like a browser with JS
 * off, sending `acceptLanguage` as its browser's languages when given.
 */
export function webClient(app: App, origin = 'http://push.test', acceptLanguage?: string) {
  const jar = new Map<string, string>();
  let lastHtml = '';

  function remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function send(
    method: string,
    path: string,
    form?: Record<string, string> | FormData,
  ): Promise<PageResponse> {
    const headers: Record<string, string> =
      acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage };
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | FormData | undefined;
    // FormData goes as multipart, its boundary in the type the request sets itself.
    if (form instanceof FormData) body = form;
    else if (form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    }
    const res = await app.request(`${origin}${path}`, { method, headers, body, redirect: 'manual' });
    remember(res);
    const html = await res.text();
    if (res.headers.get('content-type')?.includes('text/html')) lastHtml = html;
    return { status: res.status, html, headers: res.headers };
  }

  /** The CSRF token of the last page's forms. */
  const csrf = () => /name="_csrf" value="([^"]+)"/.exec(lastHtml)?.[1] ?? '';

  return {
    get: (path: string) => send('GET', path),
    /** Submits a form the way the last page would: with its CSRF token. */
    post: (path: string, form: Record<string, string> = {}) => send('POST', path, { _csrf: csrf(), ...form }),
    /** Submits a form with files (multipart) the way the last page would: with its CSRF token. */
    postFiles: (path: string, fields: Record<string, string | File>) => {
      const form = new FormData();
      form.set('_csrf', csrf());
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return send('POST', path, form);
    },
    /** Posts without the page's token, as a cross-site form would. */
    postRaw: (path: string, form: Record<string, string> = {}) => send('POST', path, form),
    csrf,
    cookies: jar,
  };
}
