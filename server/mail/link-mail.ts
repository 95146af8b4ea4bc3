import type { Translator } from '../i18n/translator.ts';
import { type ComposedMail, composeMail } from './account-mail-frame.ts';
import { DEFAULT_MAIL_BRAND, type MailBrand } from './mail-brand.ts';

/** What the mail says of a push: never its payload, its passphrase or its name. */
export interface LinkMailFacts {
  /** The sender's e-mail address, which the recipient knows them by. */
  sender: string;
  /** The instance's public origin. */
  origin: string;
  /** The secret link, with `?locale=` when a language was chosen for it. */
  link: string;
  lifetimeMs: number;
  views: number;
  passphrase: boolean;
  deletable: boolean;
  /** The instance's brand (the mailer's); Secret Push's own when omitted. */
  brand?: MailBrand;
}

/** The mail that hands a push's secret link to one recipient, with the limits it works within. */
export function linkMail(words: Translator, facts: LinkMailFacts): ComposedMail {
  const { sender } = facts;
  const site = new URL(facts.origin).host;
  return composeMail(
    words,
    {
      subject: words.t('linkMail.subject', { sender }),
      paragraphs: [words.t('linkMail.heading', { sender, site }), words.t('linkMail.findLinkBelow')],
      link: { url: facts.link, label: words.t('linkMail.openLink') },
      after: [
        words.t('linkMail.expires', { duration: words.duration(facts.lifetimeMs), count: facts.views }),
        ...(facts.passphrase ? [words.t('linkMail.passphrase', { sender })] : []),
        ...(facts.deletable ? [words.t('linkMail.deletable')] : []),
        words.t('linkMail.notExpected', { sender }),
      ],
    },
    facts.brand ?? DEFAULT_MAIL_BRAND,
  );
}
