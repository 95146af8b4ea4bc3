import { html, raw } from 'hono/html';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { Markup } from '../chrome/layout.ts';

/** What the opening script says on both pages that open a sealed push, by its `data-words-*` name. */
const OPENING_WORDS: Record<string, MessageKey> = {
  'bad-key': 'sealed.reasonBadKey',
  'wrong-key-or-damaged': 'sealed.reasonWrongKey',
  'not-sealed': 'sealed.reasonNotSealed',
  'file-not-sealed': 'sealed.reasonFileNotSealed',
  'unsupported-version': 'sealed.reasonUnsupported',
  truncated: 'sealed.reasonTruncated',
  'file-truncated': 'sealed.reasonFileTruncated',
  reordered: 'sealed.reasonReordered',
  'file-number': 'sealed.fileNumber',
  'file-progress': 'sealed.fileProgress',
  'file-saved': 'sealed.fileSaved',
  'file-failed': 'sealed.fileFailed',
};

/** Only the secret link's page asks the server, so only it has these to say. */
const RECIPIENT_WORDS: Record<string, MessageKey> = {
  'key-missing': 'sealed.keyMissing',
  'key-malformed': 'sealed.keyMalformed',
  opening: 'sealed.opening',
  'extension-opens': 'sealed.extensionOpens',
  'request-failed': 'sealed.requestFailed',
  'opened-heading': 'recipient.secretTitle',
  'wrong-passphrase': 'recipient.wrongPassphrase',
  'too-many': 'recipient.tooManyAttemptsText',
  gone: 'recipient.goneHeading',
  'form-expired': 'recipient.formExpiredText',
};

const OPEN_PAGE_WORDS: Record<string, MessageKey> = {
  'envelope-missing': 'sealed.envelopeMissing',
  'key-needed': 'sealed.keyNeeded',
};

const attributes = (words: Translator, named: Record<string, MessageKey>): Markup =>
  html`${Object.entries(named).map(([name, key]) => html` ${raw(`data-words-${name}`)}="${words.t(key)}"`)}`;

/** The recipient page's script words, as attributes of its form. */
export const recipientScriptWords = (words: Translator): Markup =>
  html`${attributes(words, OPENING_WORDS)}${attributes(words, RECIPIENT_WORDS)}`;

/** The /open page's script words, as attributes of its form. */
export const openPageScriptWords = (words: Translator): Markup =>
  html`${attributes(words, OPENING_WORDS)}${attributes(words, OPEN_PAGE_WORDS)}`;
