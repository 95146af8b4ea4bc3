import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../server/brand/brand.ts';
import { translatorFor } from '../../../server/i18n/translator.ts';
import { invitationMail, resetMail } from '../../../server/mail/account-mail.ts';
import { composeMail } from '../../../server/mail/account-mail-frame.ts';
import { linkMail } from '../../../server/mail/link-mail.ts';
import { DEFAULT_MAIL_BRAND, mailBrandOf, senderWithName } from '../../../server/mail/mail-brand.ts';
import { pushNoticeMail } from '../../../server/notifications/notify-mail.ts';
import { harnessesClosedAfterEach, T0 } from '../harness.ts';
import { webClient } from '../web-client.ts';

const en = translatorFor('en');
const origin = 'https://push.example.com';
const url = `${origin}/users/password/edit/abc`;

const ACME: Brand = {
  title: 'Acme Vault',
  tagline: 'Secrets, handed over once',
  disclaimer: 'For Acme staff only.\nEverything is logged.',
  showFooterMenu: true,
  logo: { light: '/brand/logo.png', dark: '/brand/logo-dark.png' },
  accent: { light: '#b3261e', dark: '#f2b8b5' },
};
const acme = mailBrandOf(ACME, origin);

const LOGO =
  '<p style="margin:0 0 20px"><img src="https://push.example.com/brand/logo.png" alt="Acme Vault" height="40" ' +
  'style="display:block;height:40px;width:auto;max-width:240px;border:0"></p>';

describe('the brand in mails', () => {
  it('takes the light logo, put on the public origin when it is a path, and the light accent', () => {
    expect(acme).toEqual({
      title: 'Acme Vault',
      disclaimer: 'For Acme staff only.\nEverything is logged.',
      logoUrl: 'https://push.example.com/brand/logo.png',
      accent: '#b3261e',
    });
    const remote = {
      ...ACME,
      logo: { light: 'https://cdn.acme.test/l.svg', dark: 'https://cdn.acme.test/d.svg' },
    };
    expect(mailBrandOf(remote, origin).logoUrl).toBe('https://cdn.acme.test/l.svg');
    expect(DEFAULT_MAIL_BRAND).toEqual({
      title: 'Secret Push',
      disclaimer: null,
      logoUrl: null,
      accent: '#0b57d0',
    });
  });

  it('frames a mail with the logo above, the disclaimer below, and the accent on the button and link', () => {
    const mail = resetMail(en, {
      origin,
      url,
      lifetimeMs: 3_600_000,
      email: 'alice@example.com',
      brand: acme,
    });
    expect(mail.html).toContain(`<div style="max-width:560px">${LOGO}\n<p style=`);
    expect(mail.html).toContain('background:#b3261e;color:#ffffff');
    expect(mail.html).toContain('style="color:#b3261e;word-break:break-all"');
    expect(mail.html).not.toContain('#0b57d0');
    expect(mail.html).toMatch(
      /<p style="[^"]*border-top:1px solid #d0d7de;white-space:pre-line">For Acme staff only.\nEverything is logged.<\/p><\/div><\/body>/,
    );
    expect(mail.text).toMatch(
      /your password stays as it is\.\n\n-- \nFor Acme staff only\.\nEverything is logged\.\n$/,
    );
  });

  it('names the instance where a mail named the product: the invitation', () => {
    const invited = invitationMail(translatorFor('de'), {
      origin,
      url,
      email: 'dora@example.com',
      inviter: 'ines@example.com',
      admin: false,
      expiresAt: T0,
      brand: acme,
    });
    expect(invited.subject).toBe('ines@example.com hat Sie zu Acme Vault auf push.example.com eingeladen');
  });

  it('brands link mails and push notices alike', () => {
    const link = linkMail(en, {
      sender: 'alice@example.com',
      origin,
      link: `${origin}/p/abc`,
      lifetimeMs: 86_400_000,
      views: 1,
      passphrase: false,
      deletable: false,
      brand: acme,
    });
    const notice = pushNoticeMail(en, { event: 'test', at: T0 }, origin, acme);
    for (const mail of [link, notice]) {
      expect(mail.html).toContain(LOGO);
      expect(mail.text).toContain('\n-- \nFor Acme staff only.');
    }
  });

  it('writes a name and disclaimer holding markup as text', () => {
    const script = '<script>alert(1)</script>';
    const brand = { ...acme, title: `A&B ${script}`, disclaimer: script };
    const mail = composeMail(en, { subject: 'Hi', paragraphs: ['Hello.'] }, brand);
    expect(mail.html).not.toContain(script);
    expect(mail.html).toContain('alt="A&amp;B &lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(mail.html).toContain('">&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(mail.text).toBe(`Hello.\n\n-- \n${script}\n`);
  });

  it("gives a bare sender the instance's name, and leaves a named sender and the default as they are", () => {
    expect(senderWithName('push@acme.test', 'Acme "Vault"')).toBe('"Acme \\"Vault\\"" <push@acme.test>');
    expect(senderWithName('IT <push@acme.test>', 'Acme Vault')).toBe('IT <push@acme.test>');
    expect(senderWithName('push@acme.test', 'Secret Push')).toBe('push@acme.test');
    expect(senderWithName('push@acme.test', 'Acme\r\nBcc: x@evil.test')).toBe(
      '"Acme Bcc: x@evil.test" <push@acme.test>',
    );
  });
});

describe('the brand in the mail the server sends', () => {
  const open = harnessesClosedAfterEach({ mail: true, users: 'alice' });

  it('frames a password reset mail with the brand', async () => {
    const h = await open(undefined, { brand: ACME });
    const visitor = webClient(h.app);
    await visitor.get('/users/password/new');
    await visitor.post('/users/password/new', { email: 'alice@example.com' });
    await expect
      .poll(async () => {
        await h.runner?.runDue();
        return h.mails.length;
      })
      .toBe(1);
    const [mail] = h.mails;
    expect(mail?.html).toContain('<img src="http://push.test/brand/logo.png" alt="Acme Vault"');
    expect(mail?.text).toContain('\n-- \nFor Acme staff only.\nEverything is logged.\n');
  });
});
