import type { Hono } from 'hono';
import { cookieJar } from '../../support/web-sign-in.ts';
import { webClient } from '../web-client.ts';

const unescapeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The page's first POST form: where it goes, its hidden fields, and the name of its text box. */
export function postForm(html: string) {
  const form = /<form method="post" action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (form === null) throw new Error('the page has no form to send');
  const hidden: Record<string, string> = {};
  for (const [, name = '', value = ''] of (form[2] ?? '').matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  ))
    hidden[name] = unescapeHtml(value);
  const textarea = /<textarea[^>]* name="([^"]+)"/.exec(form[2] ?? '')?.[1];
  return { action: unescapeHtml(form[1] ?? ''), hidden, textarea };
}

/**
 * Someone opening a request link in a browser without script: the page, then its form sent back
 * with what it holds (the CSRF token and step) and the answer typed into its text box.
 */
export async function answerAtLink(link: string, answer: string) {
  const cookies = cookieJar();
  const page = await fetch(link, { headers: { cookie: cookies.header() } });
  cookies.keep(page);
  const html = await page.text();
  const form = postForm(html);
  if (form.textarea === undefined) throw new Error('the form has no place for an answer');
  const sent = await fetch(new URL(form.action, link), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: cookies.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.hidden, [form.textarea]: answer }),
  });
  cookies.keep(sent);
  const location = sent.headers.get('location');
  const after =
    location === null
      ? undefined
      : await fetch(new URL(location, link), { headers: { cookie: cookies.header() } });
  return {
    page: { status: page.status, html },
    sent: { status: sent.status, location },
    after: after === undefined ? undefined : { status: after.status, html: await after.text() },
  };
}

/** The answer page's form sent with a text and files, as a browser without script sends it. */
export async function answerWithFiles(
  app: Pick<Hono, 'request'>,
  token: string,
  text: string,
  files: readonly File[],
): Promise<{ status: number; html: string }> {
  const visitor = webClient(app);
  await visitor.get(`/req/${token}`);
  const form = new FormData();
  form.append('_csrf', visitor.csrf());
  form.append('step', 'answer');
  form.append('payload', text);
  for (const f of files) form.append('answer[files][]', f);
  const cookie = [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await app.request(`http://push.test/req/${token}`, {
    method: 'POST',
    body: form,
    headers: { cookie },
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text() };
}
