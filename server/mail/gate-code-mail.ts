import type { Translator } from '../i18n/translator.ts';
import { type ComposedMail, composeMail } from './account-mail-frame.ts';
import { DEFAULT_MAIL_BRAND, type MailBrand } from './mail-brand.ts';

/** What the code opens: a push's secret, or a request's answer form. */
const ABOUT = {
  push: { subject: 'gate.codeSubject', mail: 'gate.codeMail' },
  request: { subject: 'requestGate.codeSubject', mail: 'requestGate.codeMail' },
} as const;

/** The mail that carries a gate's one-time code: the code, how long it works, and what to do if unasked. */
export function gateCodeMail(
  words: Translator,
  {
    origin,
    code,
    lifetimeMs,
    brand = DEFAULT_MAIL_BRAND,
    about = 'push',
  }: { origin: string; code: string; lifetimeMs: number; brand?: MailBrand; about?: keyof typeof ABOUT },
): ComposedMail {
  const site = new URL(origin).host;
  return composeMail(
    words,
    {
      subject: words.t(ABOUT[about].subject, { site }),
      paragraphs: [words.t(ABOUT[about].mail, { site, code })],
      after: [
        words.t('gate.codeMailWorks', { duration: words.duration(lifetimeMs) }),
        words.t('gate.codeMailNotYou'),
      ],
    },
    brand,
  );
}
