import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { InvitationGuessLimiter } from '../../../server/accounts/invitation-guess-limiter.ts';
import { userAdmin } from '../../../server/accounts/user-admin.ts';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import type { DeliveryRunner } from '../../../server/deliveries/delivery-runner.ts';
import { memoryCounters } from '../../../server/limits/memory-counters.ts';
import type { Mailer } from '../../../server/mail/mailer.ts';
import { smtpTransport } from '../../../server/mail/smtp-transport.ts';
import { pushService } from '../../../server/pushes/service.ts';
import { openMemoryStore } from '../../../server/store/memory-store.ts';
import { adminRoutes } from '../../../server/web/admin/admin-routes.ts';
import type { PageEnv } from '../../../server/web/chrome/page-env.ts';
import { SessionStore } from '../../../server/web/chrome/session-store.ts';
import { webSession } from '../../../server/web/chrome/web-session.ts';
import { invitationRoutes } from '../../../server/web/sign-in/invitation-routes.ts';
import { defaultSettings } from '../../../shared/settings.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../support/smtp-test-server.ts';
import { storedMailer } from '../../support/stored-mailer.ts';
import { T0 } from '../harness.ts';
import { webClient } from '../web-client.ts';
import { linkIn } from './recovery-harness.ts';

let smtp: SmtpTestServer | undefined;
let mailer: Mailer | undefined;
let runner: DeliveryRunner | undefined;
afterEach(async () => {
  await runner?.stop();
  mailer?.close();
  await smtp?.close();
  mailer = undefined;
  runner = undefined;
  smtp = undefined;
});

/**
 * The admin pages and the invitation link's pages, wired as the web routes wire them, signed in as an
 * administrator whose browser names `visited` as the host (the mailer's configured origin is push.test).
 */
async function adminSite(withMail: boolean, visited = 'http://push.test') {
  const now = () => T0;
  const logger = { info: () => {}, error: () => {} };
  const store = openMemoryStore();
  const cipher = aesGcmCipher(randomBytes(32));
  if (withMail) {
    smtp = await startSmtpTestServer();
    const sender = 'Secret Push <push@push.test>';
    const transport = smtpTransport({
      host: '127.0.0.1',
      port: smtp.port,
      userName: null,
      password: null,
      starttls: false,
      sender,
    });
    ({ mailer, runner } = storedMailer({ store, cipher, transport, from: sender, logger, now }));
  }
  const counters = memoryCounters();
  const settings = defaultSettings();
  const service = pushService({
    store,
    cipher,
    settings,
    now,
    newUrlToken: () => 'x'.repeat(24),
    counters,
  });
  const sessions = new SessionStore(store, now);
  const app = new Hono<PageEnv>();
  app.use('*', webSession(sessions, store, null));
  app.route(
    '/admin',
    adminRoutes({ store, service, version: '0.1.0', overrideBaseUrl: null, now, mailer: mailer ?? null }),
  );
  const limiter = new InvitationGuessLimiter(counters, now);
  app.route(
    '/users/invitation',
    invitationRoutes('invitation', { store, sessions, limiter, overrideBaseUrl: null, now }),
  );
  await userAdmin(store, now).add('root@example.com', { admin: true });
  const root = await store.findUserByEmail('root@example.com');
  const session = await sessions.create(root?.id ?? '', root?.passwordHash ?? '');
  const client = webClient(app, visited);
  client.cookies.set('sp_session', session.id);
  return { client, store };
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
