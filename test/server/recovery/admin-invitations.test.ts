import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../../server/web/chrome/session-store.ts';
import type { SmtpTestServer } from '../../support/smtp-test-server.ts';
import { harnessesClosedAfterEach } from '../harness.ts';
import { webClient } from '../web-client.ts';
import { linkIn } from './recovery-harness.ts';

let smtp: SmtpTestServer | undefined;
const openHarness = harnessesClosedAfterEach({ users: 'none' });

/**
 * The app, signed in as an administrator whose browser names `visited` as the host (the mailer's
 * configured origin is push.test).
 */
async function adminSite(withMail: boolean, visited = 'http://push.test') {
  const h = await openHarness(undefined, { mail: withMail ? 'smtp' : 'none' });
  smtp = h.smtp ?? undefined;
  await h.admin.add('root@example.com', { admin: true });
  const root = await h.store.findUserByEmail('root@example.com');
  const sessions = new SessionStore(h.store, () => h.clock.now);
  const session = await sessions.create(root?.id ?? '', root?.passwordHash ?? '');
  const client = webClient(h.app, visited);
  client.cookies.set('sp_session', session.id);
  return { client, store: h.store };
}

describe('invitations from the admin page', () => {
  it('go out by e-mail when mail is set, and the page still offers the link', async () => {
    const { client, store } = await adminSite(true);
    const admin = await client.get('/admin');
    expect(admin.html).toContain('It is sent to their e-mail address.');
    expect(admin.html).toContain('>Send the invitation</button>');
    const made = await client.post('/admin/invitations', { email: 'Dora@Example.com' });
    expect(made.status).toBe(303);
    const shown = await client.get('/admin/invitations/new');
    expect(shown.html).toContain('The invitation is on its way to <strong>dora@example.com</strong>.');
    const link = /<pre class="secret token" id="invitation-link">([^<]+)<\/pre>/.exec(shown.html)?.[1] ?? '';
    expect(link).toMatch(/^http:\/\/push\.test\/users\/invitation\/[A-Za-z0-9_-]{32}$/);

    const mail = await smtp?.nthMail(1);
    expect(mail?.envelopeTo).toEqual(['dora@example.com']);
    expect(mail?.parsed.subject).toBe('root@example.com invited you to Secret Push on push.test');
    expect(mail?.parsed.text).toContain(
      'root@example.com invited you to make an account dora@example.com on push.test, a Secret Push server',
    );
    expect(mail?.parsed.text).toContain('The link works once, until Jan 8, 2026, 12:00 AM UTC.');
    const mailed = mail === undefined ? '' : linkIn(mail);
    expect(`http://push.test${mailed}`).toBe(link);

    const page = await client.get(mailed);
    expect(page.status).toBe(200);
    expect(page.html).toContain('dora@example.com');
    const password = 'doras own passphrase';
    expect((await client.post(mailed, { password, password_again: password })).status).toBe(303);
    expect((await store.findUserByEmail('dora@example.com'))?.admin).toBe(false);
  });

  it("are mailed with a link on the configured origin, whatever host the administrator's request named", async () => {
    const { client } = await adminSite(true, 'http://evil.test');
    const admin = await client.get('/admin');
    expect(admin.html).toContain(
      '<th scope="row">E-mail</th><td>Sent; its links go to http://push.test</td>',
    );
    expect((await client.post('/admin/invitations', { email: 'dora@example.com' })).status).toBe(303);
    const shown = await client.get('/admin/invitations/new');
    expect(shown.html).toMatch(/id="invitation-link">http:\/\/push\.test\/users\/invitation\//);
    const mail = await smtp?.nthMail(1);
    expect(mail?.parsed.text).toContain('http://push.test/users/invitation/');
    expect(`${mail?.parsed.subject}${mail?.parsed.text}${String(mail?.parsed.html)}`).not.toContain(
      'evil.test',
    );
  });

  it('are a link to pass on by hand without mail, as before', async () => {
    const { client } = await adminSite(false);
    const admin = await client.get('/admin');
    expect(admin.html).toContain('<th scope="row">E-mail</th><td>Not sent: no SMTP server is set</td>');
    expect(admin.html).toContain('Send it to them yourself');
    expect(admin.html).toContain('>Create the invitation link</button>');
    await client.post('/admin/invitations', { email: 'erin@example.com' });
    const shown = await client.get('/admin/invitations/new');
    expect(shown.html).toContain(
      'This link is shown only once. Copy it now and send it to the person you invited.',
    );
    expect(shown.html).not.toContain('on its way');
    expect(shown.html).toMatch(
      /id="invitation-link">http:\/\/push\.test\/users\/invitation\/[A-Za-z0-9_-]{32}</,
    );
  });
});
