import { describe, expect, it } from 'vitest';
import { type LinkMailApp, linkMailApp } from './link-mail-app.ts';

/**
 * pwpush-cli's `push --notify` and `push-file --notify`, as its source sends them: it reads the
 * version first, and adds notify_emails_to and notify_emails_to_locale only when API 2.1 or later
 * says `features.pushes.email_auto_dispatch`. None of its code is here.
 */
const cliHeaders = (h: LinkMailApp) => ({
  Authorization: `Bearer ${h.alice}`,
  'X-User-Email': 'alice@example.com',
  'X-User-Token': h.alice,
  'User-Agent': 'pwpush-cli/0.16.7',
});

async function send(
  h: LinkMailApp,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: BodyInit,
) {
  const res = await h.app.request(`http://push.test${path}`, { method, headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** What pwpush-cli's email_notifications_enabled reads off the version. */
const mayNotify = (version: Record<string, unknown>) => {
  const [major = 0, minor = 0] = String(version.api_version).split('.').map(Number);
  const features = version.features as { pushes?: { email_auto_dispatch?: boolean } };
  return (major > 2 || (major === 2 && minor >= 1)) && features.pushes?.email_auto_dispatch === true;
};

describe('pwpush-cli push --notify', () => {
  it('sees email_auto_dispatch, sends the addresses with the push, and prints the preview link', async () => {
    const h = await linkMailApp();
    const auth = cliHeaders(h);
    expect(mayNotify((await send(h, 'GET', '/api/v2/version', auth)).body)).toBe(true);
    const push = {
      payload: 'cli-secret',
      kind: 'text',
      expire_after_views: 3,
      notify_emails_to: 'dana@example.net,eve@example.org',
      notify_emails_to_locale: 'en-GB',
      expire_after_duration: 12,
    };
    const json = { ...auth, 'Content-Type': 'application/json' };
    const made = await send(h, 'POST', '/api/v2/pushes', json, JSON.stringify({ push }));
    expect(made.status).toBe(201);
    const preview = await send(h, 'GET', `/api/v2/pushes/${made.body.url_token}/preview`, auth);
    expect(preview.body).toEqual({ url: made.body.html_url });
    await h.mail(2);
    expect(
      h
        .mails()
        .map((m) => m.envelopeTo[0])
        .sort(),
    ).toEqual(['dana@example.net', 'eve@example.org']);
    for (const mail of h.mails()) expect(mail.parsed.text).toContain(`${made.body.html_url}?locale=en-GB\n`);
  });

  it('sends the addresses as form fields with a file', async () => {
    const h = await linkMailApp();
    const form = new FormData();
    form.append('push[payload]', '');
    form.append('push[kind]', 'file');
    form.append('push[notify_emails_to]', 'dana@example.net');
    form.append('push[files][]', new File(['FILE-BODY'], 'notes.txt', { type: 'text/plain' }));
    const made = await send(h, 'POST', '/api/v2/pushes', cliHeaders(h), form);
    expect(made.status).toBe(201);
    expect((await h.mail(1)).parsed.text).toContain(`${made.body.html_url}\n`);
  });

  it('is told no on a server without mail, and then leaves the addresses out', async () => {
    const h = await linkMailApp({ noMail: true });
    expect(mayNotify((await send(h, 'GET', '/api/v2/version', cliHeaders(h))).body)).toBe(false);
  });
});
