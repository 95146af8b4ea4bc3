import type { Translator } from '../i18n/translator.ts';
import { type ComposedMail, composeMail } from './account-mail-frame.ts';
import { DEFAULT_MAIL_BRAND, type MailBrand } from './mail-brand.ts';

/** The mail that carries a gate's one-time code: the code, how long it works, and what to do if unasked. */
export function gateCodeMail(
  words: Translator,
  {
    origin,
    code,
    lifetimeMs,
    brand = DEFAULT_MAIL_BRAND,
  }: { origin: string; code: string; lifetimeMs: number; brand?: MailBrand },
): ComposedMail {
  const site = new URL(origin).host;
  return composeMail(
    words,
    {
      subject: words.t('gate.codeSubject', { site }),
      paragraphs: [words.t('gate.codeMail', { site, code })],
      after: [
        words.t('gate.codeMailWorks', { duration: words.duration(lifetimeMs) }),
        words.t('gate.codeMailNotYou'),
      ],
    },
    brand,
  );
}
