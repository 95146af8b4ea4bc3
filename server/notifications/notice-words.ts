import { LANGUAGES } from '../../shared/languages.ts';
import { titleSource } from '../../shared/push-title.ts';
import { kindLabel, titleText } from '../i18n/title-words.ts';
import { type Translator, translatorFor } from '../i18n/translator.ts';
import type { GateViewer } from '../pushes/gate-facts.ts';
import type { NotificationRecord, NotifyEvent, UserRecord } from '../store/records.ts';

/**
 * What a notice says of one event: never the link, the secret or the passphrase; the push's name,
 * kind and a digest of its token (tokenDigest), which tells pushes apart and opens none.
 */
export interface EventNotice {
  event: NotifyEvent;
  /** The owner's name for the push, plain; empty when it has none. */
  name: string;
  kind: NotificationRecord['kind'];
  /** When the push (or request) was made: an unnamed one is titled by its kind and this time. */
  createdAt: number;
  digest: string;
  at: number;
  /** Who opened a gated push and how they were verified: the owner's own notice may name them. */
  viewer?: GateViewer;
}

/** The notice a user asks for from their notifications page, to see that it reaches them. */
export interface TestNotice {
  event: 'test';
  at: number;
}

export type Notice = EventNotice | TestNotice;

const EVENT_WORDS = {
  view: { subject: 'notify.viewSubject', sentence: 'notify.viewSentence' },
  failed_passphrase: {
    subject: 'notify.failedPassphraseSubject',
    sentence: 'notify.failedPassphraseSentence',
  },
  expire: { subject: 'notify.expireSubject', sentence: 'notify.expireSentence' },
  request_answered: {
    subject: 'notify.requestAnsweredSubject',
    sentence: 'notify.requestAnsweredSentence',
  },
  test: { subject: 'notify.testSubject', sentence: 'notify.testSentence' },
} as const;

/** The user's own language for notices, else English: no page is there to say which one to use. */
export function noticeLanguage(user: Pick<UserRecord, 'language'>): Translator {
  const code = user.language;
  return translatorFor(LANGUAGES.some((l) => l.code === code) && code !== undefined ? code : 'en');
}

/**
 * The push's title by the one rule of every page, from what a notice may carry: its name, else
 * its kind and when it was made. Never its file names, URL, note or a request's text.
 */
export function noticeName(words: Translator, notice: EventNotice): string {
  const facts = { name: notice.name, note: '', kind: notice.kind, createdAt: notice.createdAt };
  return titleText(words, titleSource(facts, undefined));
}

export function noticeKind(words: Translator, kind: EventNotice['kind']): string {
  return kind === 'request' ? words.t('notify.kindRequest') : kindLabel(words, kind);
}

export function noticeSubject(words: Translator, notice: Notice): string {
  const key = EVENT_WORDS[notice.event].subject;
  return notice.event === 'test' ? words.t(key) : words.t(key, { name: noticeName(words, notice) });
}

const VIEWER_WORDS = { code: 'notify.viewedByCode', sign_in: 'notify.viewedBySignIn' } as const;
/** Who answered a request through its gate. */
const ANSWERER_WORDS = {
  code: 'requestGate.answeredByCode',
  sign_in: 'requestGate.answeredBySignIn',
} as const;

export function noticeSentence(words: Translator, notice: Notice): string {
  const key = EVENT_WORDS[notice.event].sentence;
  if (notice.event === 'test') return words.t(key);
  const sentence = words.t(key, { name: noticeName(words, notice) });
  const { viewer } = notice;
  if (viewer === undefined) return sentence;
  const said = notice.event === 'request_answered' ? ANSWERER_WORDS : VIEWER_WORDS;
  return `${sentence} ${words.t(said[viewer.verified], { email: viewer.address })}`;
}

/** The one line a chat or a phone shows: what happened, with the kind and digest to tell pushes apart. */
export function noticeLine(words: Translator, notice: Notice): string {
  const sentence = noticeSentence(words, notice);
  if (notice.event === 'test') return sentence;
  return words.t('notify.webhookLine', {
    sentence,
    kind: noticeKind(words, notice.kind),
    digest: notice.digest,
  });
}
