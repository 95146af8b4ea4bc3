import { DAY } from '../../shared/durations.ts';
import { linkInLanguage } from '../../shared/languages.ts';
import type { Policy } from '../../shared/policy.ts';
import { htmlUrl } from '../../shared/wire.ts';
import { type Translator, translatorFor } from '../i18n/translator.ts';
import type { Counters, SlidingLimit } from '../limits/counters.ts';
import { describeError, type Logger } from '../log/log.ts';
import { mailLanguageFor } from '../mail/account-mail.ts';
import type { ComposedMail } from '../mail/account-mail-frame.ts';
import { linkMail } from '../mail/link-mail.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PushRecord, UserRecord } from '../store/records.ts';
import { checkLinkMailFields, type LinkMailRequest } from './link-mail-fields.ts';

export interface LinkMailDeps {
  /** Null when no SMTP server is set: link mails are then not available. */
  mailer: Mailer | null;
  /** The daily cap counts here, shared by every process that serves as one. */
  counters: Counters;
  /** The administrator's link-mail settings (`PWP__NOTIFY_BY_EMAIL__*`). */
  notify: { linkMails: boolean; linkMailsPerDay: number };
  now: () => number;
  logger: Logger;
}

/** Senders whose count one process's memory holds at once; past it the least recently counted are forgotten. */
const MAX_SENDERS = 100_000;

/** Link mails asked for, checked and counted against the sender's cap: sent once the push is stored. */
export interface ReservedLinkMails {
  request: LinkMailRequest;
  /** Gives the count back, when the push was not created after all. */
  release(): Promise<void>;
}

/**
 * Sending a push's link by e-mail on create (`notify_emails_to`), as Password Pusher's free edition
 * does: for signed-in senders, up to 5 addresses a push, each mailed on its own, within a cap of
 * mails per sender over any 24 hours counted in the shared counters.
 */
export function linkMails(deps: LinkMailDeps) {
  const { mailer, counters, notify, now, logger } = deps;
  const available = mailer !== null && notify.linkMails && notify.linkMailsPerDay > 0;
  const cap: SlidingLimit = {
    scope: 'link-mails',
    limit: notify.linkMailsPerDay,
    windowMs: DAY,
    maxKeys: MAX_SENDERS,
  };

  /** Counts one mail per recipient, all or none: a sender at the cap gets nothing counted. */
  async function reserve(sender: UserRecord, request: LinkMailRequest): Promise<ReservedLinkMails | null> {
    const at = now();
    let counted = 0;
    const release = async () => {
      for (; counted > 0; counted--) await counters.takeBack(cap, sender.id, at);
    };
    // One by one: each attempt is atomic across processes, so parallel creates can't pass the cap together.
    for (const _ of request.recipients) {
      if (!(await counters.attempt(cap, sender.id, at))) {
        await release();
        return null;
      }
      counted++;
    }
    return { request, release };
  }

  /**
   * What a create's `push` parameter asks to be mailed, and what is wrong with it. `sealed`: the
   * payload was sealed in the sender's browser, so the server cannot give its whole link.
   */
  const read = (push: Record<string, unknown>, sender: UserRecord | null, sealed: boolean, policy?: Policy) =>
    checkLinkMailFields(push, {
      available: available && policy?.linkMails !== 'nobody',
      signedIn: sender !== null,
      sealed,
      domains: policy?.mailDomains ?? [],
    });

  /**
   * Queues one mail per recipient, in the language chosen for them, else the sender's (their own
   * choice, else `senderWords`); each is listed among the sender's deliveries. The link is built on
   * the mailer's configured origin: a recipient must not be sent to a host the creator's request named.
   */
  function send(
    reserved: ReservedLinkMails,
    push: PushRecord,
    sender: UserRecord,
    senderWords: Translator,
  ): void {
    if (mailer === null) return;
    const { origin } = mailer;
    const { recipients, locale } = reserved.request;
    const plain = htmlUrl(origin, push.urlToken, push.retrievalStep);
    const words = locale === null ? mailLanguageFor(senderWords, sender) : translatorFor(locale);
    let message: ComposedMail;
    try {
      message = linkMail(words, {
        sender: sender.email,
        origin,
        link: locale === null ? plain : linkInLanguage(plain, locale),
        lifetimeMs: push.expiresAt - push.createdAt,
        views: push.expireAfterViews,
        passphrase: push.passphrase !== null,
        deletable: push.deletableByViewer === true,
        brand: mailer.brand,
      });
    } catch (error) {
      // The push is stored: its creator gets their answer, and the log says which mail failed.
      logger.error(`mail link-mail (${words.language.code}): not written: ${describeError(error)}`);
      return;
    }
    for (const to of recipients) mailer.send({ kind: 'link-mail', to, userId: sender.id, ...message });
  }

  return { available, read, reserve, send };
}

export type LinkMails = ReturnType<typeof linkMails>;
