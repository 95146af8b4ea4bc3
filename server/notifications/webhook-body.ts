import { isoTime } from '../../shared/iso-time.ts';
import type { WebhookMessage } from '../deliveries/webhook-message.ts';
import type { Translator } from '../i18n/translator.ts';
import type { NotifyEvent, WebhookFormat } from '../store/records.ts';
import { type Notice, noticeLine, noticeSubject } from './notice-words.ts';

/** The event types of the standard body, as receivers switch on them. */
export const WEBHOOK_TYPES = {
  view: 'push.viewed',
  failed_passphrase: 'push.failed_passphrase',
  expire: 'push.expired',
  request_answered: 'request.answered',
  test: 'webhook.test',
} as const satisfies Record<NotifyEvent | 'test', string>;

/** ntfy shows a tag that names an emoji as that emoji, before the title. */
const NTFY_TAGS = {
  view: 'eyes',
  failed_passphrase: 'warning',
  expire: 'hourglass',
  request_answered: 'inbox_tray',
  test: 'white_check_mark',
} as const satisfies Record<NotifyEvent | 'test', string>;

export type WebhookBody = Pick<WebhookMessage, 'body' | 'contentType' | 'headers'>;

/** Slack reads `&`, `<` and `>` as markup (`<!channel>`, links): a push's name must not be able to ping or link. */
const slackEscaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Header values are bytes: ntfy reads anything beyond ASCII as an RFC 2047 encoded word. */
function headerText(text: string): string {
  const plain = text.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(plain)
    ? plain
    : `=?UTF-8?B?${Buffer.from(plain, 'utf8').toString('base64')}?=`;
}

/** The standard body: words-free JSON, the name as the owner typed it (empty for an untitled push). */
function standardBody(notice: Notice): string {
  const data =
    notice.event === 'test'
      ? {}
      : {
          push: { name: notice.name, kind: notice.kind, token_digest: notice.digest },
          ...(notice.viewer === undefined
            ? {}
            : { viewer: { address: notice.viewer.address, verified_by: notice.viewer.verified } }),
        };
  return JSON.stringify({ type: WEBHOOK_TYPES[notice.event], timestamp: isoTime(notice.at), data });
}

/**
 * What a webhook carries for a notice, in the shape its format wants; words in the owner's
 * language. Never the link, the secret or the passphrase: only what `Notice` holds.
 */
export function webhookBody(format: WebhookFormat, notice: Notice, words: Translator): WebhookBody {
  switch (format) {
    case 'standard':
      return { body: standardBody(notice), contentType: 'application/json', headers: {} };
    case 'slack':
      return {
        body: JSON.stringify({ text: slackEscaped(noticeLine(words, notice)) }),
        contentType: 'application/json',
        headers: {},
      };
    case 'ntfy':
      return {
        body: noticeLine(words, notice),
        contentType: 'text/plain; charset=utf-8',
        headers: { Title: headerText(noticeSubject(words, notice)), Tags: NTFY_TAGS[notice.event] },
      };
  }
}
