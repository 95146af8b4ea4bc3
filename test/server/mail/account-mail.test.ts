import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../server/i18n/translator.ts';
import {
  emailChangeMail,
  invitationMail,
  mailLanguageFor,
  noticeMail,
  resetMail,
  signupExistingMail,
  signupMail,
} from '../../../server/mail/account-mail.ts';
import { composeMail } from '../../../server/mail/account-mail-frame.ts';
import type { UserRecord } from '../../../server/store/records.ts';

const en = translatorFor('en');
const origin = 'https://push.example.com';
const url = `${origin}/users/password/edit/abcdefghijklmnopqrstuvwxyz012345`;
const AT = Date.parse('2026-03-04T05:06:00Z');

const user = (language?: string): UserRecord => ({
  id: 'u1',
  email: 'alice@example.com',
  tokenHash: null,
  passwordHash: null,
  createdAt: 0,
  admin: false,
  ...(language === undefined ? {} : { language }),
});

describe('account mail', () => {
  it("is written in the user's own language when they chose one, else the page's", () => {
    expect(mailLanguageFor(en, user('de')).language.code).toBe('de');
    expect(mailLanguageFor(en, user()).language.code).toBe('en');
    expect(mailLanguageFor(translatorFor('fr'), null).language.code).toBe('fr');
  });

  it('lays a message out as text and as HTML, the link written out in both and the words escaped', () => {
    const mail = composeMail(translatorFor('ur'), {
      subject: 'Hello <there>',
      paragraphs: ['A & B <script>alert(1)</script>'],
      link: { url: `${origin}/a?x=1&y="2"`, label: 'Open' },
      after: ['Later.'],
    });
    expect(mail.text).toBe(`A & B <script>alert(1)</script>\n\nOpen\n${origin}/a?x=1&y="2"\n\nLater.\n`);
    expect(mail.html).toContain('<html lang="ur" dir="rtl">');
    expect(mail.html).toContain('A &amp; B &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain(`href="${origin}/a?x=1&amp;y=&quot;2&quot;"`);
    expect(mail.html).not.toContain('<script>');
  });

  it('says who a reset link is for, how long it works and what to do if it was not asked for', () => {
    const mail = resetMail(en, { origin, url, lifetimeMs: 3_600_000, email: 'alice@example.com' });
    expect(mail.subject).toBe('Reset your password on push.example.com');
    expect(mail.text).toBe(
      [
        'Someone, probably you, asked to reset the password of your account alice@example.com on push.example.com.',
        `Choose a new password\n${url}`,
        'The link works once, within 1 hour.',
        'If you did not ask for this, ignore this mail: your password stays as it is.\n',
      ].join('\n\n'),
    );
  });

  it('words an invitation, a sign-up, an existing account and a new address', () => {
    const invited = invitationMail(en, {
      origin,
      url,
      email: 'dora@example.com',
      inviter: 'ines@example.com',
      admin: true,
      expiresAt: AT,
    });
    expect(invited.subject).toBe('ines@example.com invited you to Secret Push on push.example.com');
    expect(invited.text).toContain(
      'ines@example.com invited you to make an account dora@example.com on push.example.com, a Secret Push server',
    );
    expect(invited.text).toContain('You will be one of its administrators.');
    expect(invited.text).toContain('The link works once, until Mar 4, 2026, 5:06 AM UTC.');
    expect(signupMail(en, { origin, url, lifetimeMs: 86_400_000 }).text).toContain('within 1 day.');
    const existing = signupExistingMail(en, { origin, resetOn: true });
    expect(existing.text).toContain(`${origin}/users/password/new`);
    expect(signupExistingMail(en, { origin, resetOn: false }).text).toContain(`${origin}/users/sign_in`);
    const change = emailChangeMail(en, { origin, url, lifetimeMs: 86_400_000, email: 'alice@example.com' });
    expect(change.text).toContain('from alice@example.com to this address');
  });

  it('names what changed and when in a notice, with the way back in unless the address itself moved', () => {
    const facts = { origin, email: 'alice@example.com', at: AT };
    const on = noticeMail(en, { ...facts, change: 'second_factor_on' });
    expect(on.subject).toBe('Two-factor sign-in was turned on');
    expect(on.text).toContain(
      'turned on for your account alice@example.com on push.example.com on Mar 4, 2026, 5:06 AM UTC.',
    );
    expect(on.text).toContain(`Reset your password\n${origin}/users/password/new`);
    expect(noticeMail(en, { ...facts, change: 'second_factor_off' }).subject).toBe(
      'Two-factor sign-in was turned off',
    );
    const moved = noticeMail(en, { ...facts, change: 'email' });
    expect(moved.text).toContain('this address can no longer be used to reset the password');
    expect(moved.text).not.toContain('/users/password/new');
  });
});
