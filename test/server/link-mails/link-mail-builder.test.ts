import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../server/i18n/translator.ts';
import { type LinkMailFacts, linkMail } from '../../../server/mail/link-mail.ts';
import { DAY } from '../harness.ts';

const FACTS: LinkMailFacts = {
  sender: 'alice@example.com',
  origin: 'https://secrets.example.org',
  link: 'https://secrets.example.org/p/Zq9-token/r?locale=en',
  lifetimeMs: 7 * DAY,
  views: 5,
  passphrase: true,
  deletable: true,
};

describe('the link mail', () => {
  it('names the sender, the site, the link and every limit that applies', () => {
    const mail = linkMail(translatorFor('en'), FACTS);
    expect(mail.subject).toBe('alice@example.com has sent you a push');
    expect(mail.text).toBe(
      [
        'alice@example.com has sent you a secret through secrets.example.org.',
        'Please find the secret link below.',
        `Open the secret link\n${FACTS.link}`,
        'The link expires after 7 days or 5 views, whichever comes first.',
        'It asks for a passphrase: alice@example.com gives it to you some other way, never in this e-mail.',
        'Once you have read it, you can delete it yourself.',
        'If you did not expect a secret from alice@example.com, ask them some other way before you open the link.\n',
      ].join('\n\n'),
    );
    expect(mail.html).toContain(`<a href="${FACTS.link}"`);
  });

  it('leaves out the passphrase and deletion lines when they do not apply, and counts one view as one', () => {
    const mail = linkMail(translatorFor('en'), { ...FACTS, views: 1, passphrase: false, deletable: false });
    expect(mail.text).toContain('The link expires after 7 days or 1 view, whichever comes first.');
    expect(mail.text).not.toContain('passphrase');
    expect(mail.text).not.toContain('delete');
  });

  it("escapes the sender's address in the HTML", () => {
    const mail = linkMail(translatorFor('en'), { ...FACTS, sender: 'a<b>"c@example.com' });
    expect(mail.html).toContain('a&lt;b&gt;&quot;c@example.com has sent you a secret');
    expect(mail.html).not.toContain('a<b>');
  });
});
