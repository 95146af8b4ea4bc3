import type { Context } from 'hono';
import type { MessageKey } from '../i18n/catalog.ts';
import { type Translator, translatorFor } from '../i18n/translator.ts';
import type { PageEnv } from '../pages/page-env.ts';
import { pageLanguage } from '../pages/page-language.ts';
import type { UserRecord } from '../store/records.ts';
import { type ComposedMail, composeMail } from './account-mail-frame.ts';

/** The language a mail to this user is written in: their own choice, else the page that sent it. */
export function mailLanguage(c: Context<PageEnv>, user: UserRecord | null): Translator {
  return user?.language === undefined ? pageLanguage(c) : translatorFor(user.language);
}

/** The instance as a mail names it: its host name. */
const siteOf = (origin: string) => new URL(origin).host;

const NOTICE_WORDS = {
  password: ['mail.noticePasswordSubject', 'mail.noticePassword', 'mail.noticeNotYou'],
  second_factor_on: ['mail.noticeSecondFactorOnSubject', 'mail.noticeSecondFactorOn', 'mail.noticeNotYou'],
  second_factor_off: ['mail.noticeSecondFactorOffSubject', 'mail.noticeSecondFactorOff', 'mail.noticeNotYou'],
  email: ['mail.noticeEmailSubject', 'mail.noticeEmail', 'mail.noticeEmailNotYou'],
} as const satisfies Record<string, readonly [MessageKey, MessageKey, MessageKey]>;

export interface NoticeFacts {
  change: keyof typeof NOTICE_WORDS;
  /** The address the notice names and goes to. */
  email: string;
  origin: string;
  at: number;
}

/** A notice that something about an account changed: what, when, and what to do if it was not its owner. */
export function noticeMail(words: Translator, { change, email, origin, at }: NoticeFacts): ComposedMail {
  const [subject, what, notYou] = NOTICE_WORDS[change];
  const facts = { email, site: siteOf(origin), time: words.dateTime(at) };
  const resetLink = { url: `${origin}/users/password/new`, label: words.t('mail.resetLinkLabel') };
  return composeMail(words, {
    subject: words.t(subject),
    paragraphs: [words.t(what, facts), words.t(notYou)],
    ...(change === 'email' ? {} : { link: resetLink }),
  });
}
