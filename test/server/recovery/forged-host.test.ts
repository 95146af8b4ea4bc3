import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReceivedMail } from '../../support/smtp-test-server.ts';
import { cookieJar } from '../../support/web-sign-in.ts';
import { linkMailApp } from '../link-mails/link-mail-app.ts';
import { webClient } from '../web-client.ts';
import { ORIGIN, PASSWORD, recoveryHarness } from './recovery-harness.ts';

// Mails are linked on the configured origin (ORIGIN, the mailer's); requests below name this one.
const FORGED = 'evil.test';

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A mail's whole text and HTML: neither may name the forged host anywhere. */
const whole = (mail: ReceivedMail) =>
  `${mail.parsed.subject}\n${mail.parsed.text}\n${String(mail.parsed.html)}`;

function expectConfiguredOrigin(mail: ReceivedMail, path: string) {
  expect(mail.parsed.text).toContain(`${ORIGIN}${path}`);
  expect(whole(mail)).not.toContain(FORGED);
}

describe('a mail asked for with a forged Host', () => {
  it("links a password reset to the configured origin, never the asker's Host", async () => {
    const h = await recoveryHarness();
    const asker = webClient(h.app, `http://${FORGED}`);
    await asker.get('/users/password/new');
    expect((await asker.post('/users/password/new', { email: 'alice@example.com' })).status).toBe(200);
    expectConfiguredOrigin(await h.mail(1), '/users/password/edit/');
  });

  it('links a sign-up, and the mail to an address that has an account, to the configured origin', async () => {
    const h = await recoveryHarness({ accounts: { signups: true } });
    const asker = webClient(h.app, `http://${FORGED}`);
    await asker.get('/users/sign_up');
    expect((await asker.post('/users/sign_up', { email: 'colleague@example.com' })).status).toBe(200);
    expectConfiguredOrigin(await h.mail(1), '/users/sign_up/');
    await asker.get('/users/sign_up');
    expect((await asker.post('/users/sign_up', { email: 'alice@example.com' })).status).toBe(200);
    expectConfiguredOrigin(await h.mail(2), '/users/password/new');
  });

  it('links an e-mail change, and the notice to the old address, to the configured origin', async () => {
    const h = await recoveryHarness();
    const alice = webClient(h.app, `http://${FORGED}`);
    await alice.get('/users/sign_in');
    expect(
      (await alice.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD })).status,
    ).toBe(303);
    await alice.get('/users/account/email');
    await alice.post('/users/account/email', { new_email: 'alice@new.example', current_password: PASSWORD });
    const confirm = await h.mail(1);
    expectConfiguredOrigin(confirm, '/users/account/email/');
    const path =
      new RegExp(`${ORIGIN}(/users/account/email/\\S+)`).exec(confirm.parsed.text ?? '')?.[1] ?? '';
    await alice.get(path);
    await alice.post(path);
    const notice = await h.mail(2);
    expect(notice.envelopeTo).toEqual(['alice@example.com']);
    expect(whole(notice)).toContain('push.test');
    expect(whole(notice)).not.toContain(FORGED);
  });

  it("links a push's link mail to the configured origin", async () => {
    const h = await linkMailApp();
    const res = await h.app.request(`http://${FORGED}/api/v2/pushes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.alice}`, 'content-type': 'application/json' },
      body: JSON.stringify({ push: { payload: 'the secret', notify_emails_to: 'dana@example.net' } }),
    });
    expect(res.status).toBe(201);
    const { url_token: token } = (await res.json()) as { url_token: string };
    expectConfiguredOrigin(await h.mail(1), `/p/${token}`);
  });
});

describe('a mail asked for through a trusted proxy with a forged X-Forwarded-Host', () => {
  it('links a password reset to the configured origin, over a real socket from a trusted peer', async () => {
    const h = await recoveryHarness();
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    servers.push(server);
    const socket = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Loopback is a trusted proxy by default: its X-Forwarded-Host is believed for everything else.
    const forwarded = { 'x-forwarded-host': FORGED, 'x-forwarded-proto': 'https' };
    const cookies = cookieJar();
    const form = await fetch(`${socket}/users/password/new`, { headers: forwarded });
    cookies.keep(form);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
    const answer = await fetch(`${socket}/users/password/new`, {
      method: 'POST',
      headers: {
        ...forwarded,
        cookie: cookies.header(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ _csrf: csrf, email: 'alice@example.com' }),
    });
    expect(answer.status).toBe(200);
    expectConfiguredOrigin(await h.mail(1), '/users/password/edit/');
  });
});
