import type { Translator } from '../i18n/translator.ts';
import { type ComposedMail, composeMail } from '../mail/account-mail-frame.ts';
import { DEFAULT_MAIL_BRAND, type MailBrand } from '../mail/mail-brand.ts';
import { type Notice, noticeKind, noticeSentence, noticeSubject } from './notice-words.ts';

/** The log's and the deliveries list's name for each notice: `notify-view`, `notify-test`, ... */
export const noticeKindOf = (notice: Notice) => `notify-${notice.event.replaceAll('_', '-')}`;

/** Where the owner looks next: expired pushes for an expiry, else the dashboard. */
const dashboardPath = (notice: Notice) => (notice.event === 'expire' ? '/d/expired' : '/d');

/**
 * A notice to a push's owner: what happened, the push's name, kind, digest and time, and a link
 * to their dashboard. Never the push's own link or audit page: both hold its token. `origin` is
 * the instance's configured one, never the Host of the viewer's request.
 */
export function pushNoticeMail(
  words: Translator,
  notice: Notice,
  origin: string,
  brand: MailBrand = DEFAULT_MAIL_BRAND,
): ComposedMail {
  const facts =
    notice.event === 'test'
      ? []
      : [
          words.t('notify.facts', {
            kind: noticeKind(words, notice.kind),
            digest: notice.digest,
            time: words.dateTime(notice.at),
          }),
        ];
  return composeMail(
    words,
    {
      subject: noticeSubject(words, notice),
      paragraphs: [noticeSentence(words, notice), ...facts],
      link: { url: `${origin}${dashboardPath(notice)}`, label: words.t('notify.dashboardLink') },
      after: notice.event === 'test' ? [] : [words.t('notify.why')],
    },
    brand,
  );
}
