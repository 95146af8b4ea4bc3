import type { MessageKey } from '../i18n/catalog.ts';
import { type Translator, translatorFor } from '../i18n/translator.ts';
import type { UserRecord } from '../store/records.ts';
import { type ComposedMail, composeMail } from './account-mail-frame.ts';
import { DEFAULT_MAIL_BRAND, type MailBrand } from './mail-brand.ts';

/** The language a mail to this user is written in: their own choice, else the page's that sent it. */
export function mailLanguageFor(page: Translator, user: UserRecord | null): Translator {
  return user?.language === undefined ? page : translatorFor(user.language);
}

/** The instance as a mail names it: its host name. */
const siteOf = (origin: string) => new URL(origin).host;

/** What every account mail knows: the instance's public origin (links are built on it) and its brand (the mailer's). */
interface Sent {
  origin: string;
  brand?: MailBrand;
}

/** A mail carrying a one-time link: where it goes, and how long it works. */
interface Linked extends Sent {
  url: string;
  lifetimeMs: number;
}

export function resetMail(
  words: Translator,
  { origin, url, lifetimeMs, email, brand = DEFAULT_MAIL_BRAND }: Linked & { email: string },
) {
  const site = siteOf(origin);
  return composeMail(
    words,
    {
      subject: words.t('mail.resetSubject', { site }),
      paragraphs: [words.t('mail.resetIntro', { email, site })],
      link: { url, label: words.t('mail.resetButton') },
      after: [
        words.t('mail.linkWorksOnce', { duration: words.duration(lifetimeMs) }),
        words.t('mail.resetNotYou'),
      ],
    },
    brand,
  );
}

/** Who invites, to which instance: the invited person may know neither the server nor why it writes. */
export function invitationMail(
  words: Translator,
  {
    origin,
    url,
    email,
    inviter,
    admin,
    expiresAt,
    brand = DEFAULT_MAIL_BRAND,
  }: Sent & { url: string; email: string; inviter: string; admin: boolean; expiresAt: number },
) {
  const site = siteOf(origin);
  const intro = words.t('mail.invitationIntro', { email, site, inviter });
  return composeMail(
    words,
    {
      subject: words.t('mail.invitationSubject', { site, inviter, name: brand.title }),
      paragraphs: admin ? [intro, words.t('mail.invitationAdminIntro')] : [intro],
      link: { url, label: words.t('mail.invitationButton') },
      after: [
        words.t('mail.invitationWorksUntil', { time: words.dateTime(expiresAt) }),
        words.t('mail.invitationNotYou'),
      ],
    },
    brand,
  );
}

export function signupMail(
  words: Translator,
  { origin, url, lifetimeMs, brand = DEFAULT_MAIL_BRAND }: Linked,
) {
  const site = siteOf(origin);
  return composeMail(
    words,
    {
      subject: words.t('mail.signupSubject', { site }),
      paragraphs: [words.t('mail.signupIntro', { site })],
      link: { url, label: words.t('mail.signupButton') },
      after: [
        words.t('mail.linkWorksOnce', { duration: words.duration(lifetimeMs) }),
        words.t('mail.signupNotYou'),
      ],
    },
    brand,
  );
}

/** To an address that tried to sign up but has an account: how to get in, without saying so on the page. */
export function signupExistingMail(
  words: Translator,
  { origin, resetOn, brand = DEFAULT_MAIL_BRAND }: Sent & { resetOn: boolean },
) {
  const site = siteOf(origin);
  const link = resetOn
    ? { url: `${origin}/users/password/new`, label: words.t('mail.resetLinkLabel') }
    : { url: `${origin}/users/sign_in`, label: words.t('mail.signInButton') };
  return composeMail(
    words,
    {
      subject: words.t('mail.signupExistingSubject', { site }),
      paragraphs: [words.t('mail.signupExistingIntro', { site })],
      link,
      after: [words.t('mail.signupExistingNotYou')],
    },
    brand,
  );
}

export function emailChangeMail(
  words: Translator,
  { origin, url, lifetimeMs, email, brand = DEFAULT_MAIL_BRAND }: Linked & { email: string },
) {
  const site = siteOf(origin);
  return composeMail(
    words,
    {
      subject: words.t('mail.emailChangeSubject', { site }),
      paragraphs: [words.t('mail.emailChangeIntro', { email, site })],
      link: { url, label: words.t('mail.emailChangeButton') },
      after: [
        words.t('mail.linkWorksOnce', { duration: words.duration(lifetimeMs) }),
        words.t('mail.emailChangeNotYou'),
      ],
    },
    brand,
  );
}

/** A notice's words: its subject, its paragraphs, the link that follows them and the notes below. */
interface NoticeWords {
  subject: MessageKey;
  paragraphs: readonly MessageKey[];
  link?: 'reset' | 'account';
  after?: readonly MessageKey[];
}

const NOTICE_WORDS = {
  password: {
    subject: 'mail.noticePasswordSubject',
    paragraphs: ['mail.noticePassword', 'mail.noticeNotYou'],
    link: 'reset',
  },
  second_factor_on: {
    subject: 'mail.noticeSecondFactorOnSubject',
    paragraphs: ['mail.noticeSecondFactorOn', 'mail.noticeNotYou'],
    link: 'reset',
  },
  second_factor_off: {
    subject: 'mail.noticeSecondFactorOffSubject',
    paragraphs: ['mail.noticeSecondFactorOff', 'mail.noticeNotYou'],
    link: 'reset',
  },
  // An administrator made this change: a password reset would not answer it, setting it up again does.
  second_factor_removed: {
    subject: 'mail.noticeSecondFactorRemovedSubject',
    paragraphs: ['mail.noticeSecondFactorRemoved', 'mail.noticeSetUpAgain'],
    link: 'account',
    after: ['mail.noticeRemovedNotAsked'],
  },
  // Someone past the password is guessing codes: the password is what to change.
  second_factor_failures: {
    subject: 'mail.noticeSecondFactorFailuresSubject',
    paragraphs: ['mail.noticeSecondFactorFailures', 'mail.noticeNotYou'],
    link: 'reset',
  },
  email: { subject: 'mail.noticeEmailSubject', paragraphs: ['mail.noticeEmail', 'mail.noticeEmailNotYou'] },
} as const satisfies Record<string, NoticeWords>;

export interface NoticeFacts extends Sent {
  change: keyof typeof NOTICE_WORDS;
  /** The address the notice names and goes to. */
  email: string;
  at: number;
}

/** A notice that something about an account changed: what, when, and what to do if it was not its owner. */
export function noticeMail(
  words: Translator,
  { change, email, origin, at, brand = DEFAULT_MAIL_BRAND }: NoticeFacts,
): ComposedMail {
  const notice: NoticeWords = NOTICE_WORDS[change];
  const facts = { email, site: siteOf(origin), time: words.dateTime(at) };
  const links = {
    reset: { url: `${origin}/users/password/new`, label: words.t('mail.resetLinkLabel') },
    account: { url: `${origin}/users/account`, label: words.t('mail.accountLinkLabel') },
  };
  return composeMail(
    words,
    {
      subject: words.t(notice.subject),
      paragraphs: notice.paragraphs.map((key) => words.t(key, facts)),
      ...(notice.link === undefined ? {} : { link: links[notice.link] }),
      after: (notice.after ?? []).map((key) => words.t(key)),
    },
    brand,
  );
}
