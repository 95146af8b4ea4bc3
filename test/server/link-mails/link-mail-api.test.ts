import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../server/i18n/translator.ts';
import type { ReceivedMail } from '../../support/smtp-test-server.ts';
import { type LinkMailApp, linkMailApp, ORIGIN } from './link-mail-app.ts';

const SECRET = 'hunter2-the-payload';
const PASSPHRASE = 'open-sesame-phrase';
type Created = { url_token: string; html_url: string };

const version = async (h: LinkMailApp) =>
  (
    (await h.send('GET', '/api/v2/version')).body as {
      features: { pushes: { email_auto_dispatch: boolean } };
    }
  ).features.pushes.email_auto_dispatch;

/** Every part of a mail as received: headers the test reads, text and HTML. */
const whole = (mail: ReceivedMail) =>
  [mail.parsed.subject ?? '', mail.parsed.text ?? '', String(mail.parsed.html)].join('\n');

/** The mails received, by recipient. */
const byRecipient = (h: LinkMailApp) => new Map(h.mails().map((mail) => [mail.envelopeTo.join(','), mail]));

describe('email_auto_dispatch in /api/v2/version', () => {
  it('is true with SMTP and link mails on', async () => {
    expect(await version(await linkMailApp())).toBe(true);
  });

  it.each([
    ['without SMTP', { noMail: true }],
    ['with link mails turned off', { notify: { linkMails: false } }],
    ['with a daily cap of 0', { notify: { linkMailsPerDay: 0 } }],
  ])('is false %s', async (_name, options) => {
    expect(await version(await linkMailApp(options))).toBe(false);
  });
});

describe('link mails on create through API v2', () => {
  it('mails the link to each address, in the language chosen, without the secret or the passphrase', async () => {
    const h = await linkMailApp();
    const push = {
      payload: SECRET,
      passphrase: PASSPHRASE,
      expire_after_days: 3,
      expire_after_views: 4,
      retrieval_step: true,
      deletable_by_viewer: true,
      notify_emails_to: 'dana@example.net, Eve@Example.org',
      notify_emails_to_locale: 'en-GB',
    };
    const made = await h.send('POST', '/api/v2/pushes', { token: h.alice, body: { push } });
    expect(made.status).toBe(201);
    const { url_token: token, html_url: htmlUrl } = made.body as Created;
    expect(htmlUrl).toBe(`${ORIGIN}/p/${token}/r`);
    expect(Object.keys(made.body as object)).not.toContain('notify_emails_to');
    await h.mail(2);
    const mails = byRecipient(h);
    // The SMTP server takes a domain in any case; the mail goes to the address as typed.
    expect([...mails.keys()].map((to) => to.toLowerCase()).sort()).toEqual([
      'dana@example.net',
      'eve@example.org',
    ]);
    for (const mail of mails.values()) {
      expect(mail.parsed.subject).toBe('alice@example.com has sent you a push');
      const link = `${ORIGIN}/p/${token}/r?locale=en-GB`;
      expect(mail.parsed.text).toBe(
        [
          'alice@example.com has sent you a secret through push.test.',
          'Please find the secret link below.',
          `Open the secret link\n${link}`,
          'The link expires after 3 days or 4 views, whichever comes first.',
          'It asks for a passphrase: alice@example.com gives it to you some other way, never in this e-mail.',
          'Once you have read it, you can delete it yourself.',
          'If you did not expect a secret from alice@example.com, ask them some other way before you open the link.\n',
        ].join('\n\n'),
      );
      expect(String(mail.parsed.html)).toContain(`<html lang="en-GB" dir="ltr">`);
      expect(String(mail.parsed.html)).toContain(`href="${link}"`);
      expect(whole(mail)).not.toContain(SECRET);
      expect(whole(mail)).not.toContain(PASSPHRASE);
    }
  });

  it('gives the plain link without a language, and says only the limits that apply', async () => {
    const h = await linkMailApp();
    const push = {
      payload: SECRET,
      expire_after_duration: 0,
      expire_after_views: 1,
      retrieval_step: false,
      deletable_by_viewer: false,
      notify_emails_to: 'dana@example.net',
    };
    const made = await h.send('POST', '/api/v2/pushes', { token: h.alice, body: { push } });
    expect(made.status).toBe(201);
    const { url_token: token } = made.body as Created;
    const mail = await h.mail(1);
    expect(mail.parsed.text).toContain(`Open the secret link\n${ORIGIN}/p/${token}\n`);
    expect(mail.parsed.text).toContain('The link expires after 15 minutes or 1 view, whichever comes first.');
    expect(mail.parsed.text).not.toContain('passphrase');
    expect(mail.parsed.text).not.toContain('delete it');
    expect(String(mail.parsed.html)).toContain('<html lang="en" dir="ltr">');
  });

  it("writes in the language chosen, else in the sender's own", async () => {
    const h = await linkMailApp();
    const alice = await h.store.findUserByEmail('alice@example.com');
    await h.store.setUserLanguage(alice?.id ?? '', 'fr');
    const sender = { sender: 'alice@example.com' };
    const chosen = { payload: SECRET, notify_emails_to: 'dana@example.net', notify_emails_to_locale: 'de' };
    expect((await h.send('POST', '/api/v2/pushes', { token: h.alice, body: { push: chosen } })).status).toBe(
      201,
    );
    expect((await h.mail(1)).parsed.subject).toBe(translatorFor('de').t('linkMail.subject', sender));
    const own = { payload: SECRET, retrieval_step: false, notify_emails_to: 'dana@example.net' };
    const made = await h.send('POST', '/api/v2/pushes', { token: h.alice, body: { push: own } });
    const mail = await h.mail(2);
    expect(mail.parsed.subject).toBe(translatorFor('fr').t('linkMail.subject', sender));
    expect(String(mail.parsed.html)).toContain('<html lang="fr" dir="ltr">');
    // The sender's own language is theirs, not the link's: the recipient's browser still chooses.
    expect(mail.parsed.text).toContain(`${ORIGIN}/p/${(made.body as Created).url_token}\n`);
  });

  it("lists each mail among the sender's deliveries, by the domain only", async () => {
    const h = await linkMailApp();
    const push = { payload: SECRET, notify_emails_to: 'dana@example.net,eve@example.org' };
    await h.send('POST', '/api/v2/pushes', { token: h.alice, body: { push } });
    await h.mail(2);
    const alice = await h.store.findUserByEmail('alice@example.com');
    const listed = await h.store.listUserDeliveries(alice?.id ?? '', 10);
    expect(listed.map((d) => [d.kind, d.recipient]).sort()).toEqual([
      ['link-mail', 'example.net'],
      ['link-mail', 'example.org'],
    ]);
  });

  it('takes the fields from a form body and from multipart with files', async () => {
    const h = await linkMailApp();
    const form = new URLSearchParams({
      'push[payload]': SECRET,
      'push[notify_emails_to]': 'dana@example.net',
      'push[notify_emails_to_locale]': 'en-GB',
    });
    const made = await h.send('POST', '/api/v2/pushes', { token: h.alice, body: form });
    expect(made.status).toBe(201);
    expect((await h.mail(1)).parsed.text).toContain(`${(made.body as Created).html_url}?locale=en-GB`);
    const multipart = new FormData();
    multipart.append('push[payload]', 'see the file');
    multipart.append('push[notify_emails_to]', 'eve@example.org');
    multipart.append('push[files][]', new Blob(['file bytes']), 'notes.txt');
    const file = await h.send('POST', '/api/v2/pushes', { token: h.alice, body: multipart });
    expect(file.status).toBe(201);
    const mail = await h.mail(2);
    expect(mail.envelopeTo).toEqual(['eve@example.org']);
    expect(mail.parsed.text).toContain(`${(file.body as Created).html_url}\n`);
    expect(whole(mail)).not.toContain('file bytes');
    expect(whole(mail)).not.toContain('see the file');
  });

  it('refuses bad addresses with the push, 422 by field, together with the push fields, and mails nothing', async () => {
    const h = await linkMailApp();
    const push = { payload: '', notify_emails_to: 'dana@example.net,', notify_emails_to_locale: 'xx' };
    const made = await h.send('POST', '/api/v2/pushes', { token: h.alice, body: { push } });
    expect(made).toEqual({
      status: 422,
      body: {
        payload: ['Payload is required.'],
        notify_emails_to: ['has commas used in the wrong way'],
        notify_emails_to_locale: ['is not included in the list'],
      },
    });
    expect((await h.send('GET', '/api/v2/pushes/active', { token: h.alice })).body).toEqual([]);
    await h.runner?.runDue();
    expect(h.mails()).toEqual([]);
  });

  it('refuses anonymous senders', async () => {
    const h = await linkMailApp();
    const push = { payload: SECRET, notify_emails_to: 'dana@example.net' };
    expect(await h.send('POST', '/api/v2/pushes', { body: { push } })).toEqual({
      status: 422,
      body: { notify_emails_to: ['are not allowed for unknown users'] },
    });
  });

  it('refuses link mails without SMTP', async () => {
    const h = await linkMailApp({ noMail: true });
    const push = { payload: SECRET, notify_emails_to: 'dana@example.net', notify_emails_to_locale: 'de' };
    expect(await h.send('POST', '/api/v2/pushes', { token: h.alice, body: { push } })).toEqual({
      status: 422,
      body: {
        notify_emails_to: ['are not available'],
        notify_emails_to_locale: ['is not available'],
        base: ['Notify by email feature is not enabled'],
      },
    });
  });

  it('refuses to mail the link of a sealed push', async () => {
    const h = await linkMailApp();
    const push = { payload: 'SP-SEALED-1.t.abc.def', notify_emails_to: 'dana@example.net' };
    const made = await h.send('POST', '/api/v2/pushes', { token: h.alice, body: { push } });
    expect(made.status).toBe(422);
    expect(Object.keys(made.body as object)).toEqual(['notify_emails_to']);
  });
});

describe('the legacy v1 API', () => {
  it('takes the same fields under its own keys, and mails the link', async () => {
    const h = await linkMailApp();
    const password = {
      payload: SECRET,
      notify_emails_to: 'dana@example.net',
      notify_emails_to_locale: 'en-GB',
    };
    const made = await h.send('POST', '/p.json', { token: h.alice, body: { password } });
    expect(made.status).toBe(201);
    expect((await h.mail(1)).parsed.text).toContain(`${(made.body as Created).html_url}?locale=en-GB`);
    const url = { payload: 'https://example.com/doc', notify_emails_to: 'eve@example.org' };
    expect((await h.send('POST', '/r.json', { token: h.alice, body: { url } })).status).toBe(201);
    expect((await h.mail(2)).envelopeTo).toEqual(['eve@example.org']);
  });

  it('refuses the same way', async () => {
    const h = await linkMailApp();
    const password = { payload: SECRET, notify_emails_to: 'not an address' };
    expect(await h.send('POST', '/p.json', { token: h.alice, body: { password } })).toEqual({
      status: 422,
      body: { notify_emails_to: ['contains invalid email(s)'] },
    });
  });
});
