import { formatList, t } from './i18n.ts';

export interface Note {
  title: string;
  message: string;
}

export interface PushedFacts {
  copied: boolean;
  /** When the push expires, as one sentence without its full stop. */
  expiry: string;
  /** The generated passphrase, if any. */
  passphrase?: string;
  /** The person asked for notifications without the passphrase. */
  withoutPassphrase: boolean;
  /** The text pushed is the menu's copy, which may have lost line breaks. */
  linesMayBeLost: boolean;
  /** Which language the link opens in, as a sentence; '' when it is the recipient's browser's. */
  language?: string;
  /** Sealed in this browser: the copied link carries the key (never the note itself). */
  sealed?: boolean;
  /** The addresses the instance mails the link to. */
  mailedTo?: string[];
  /** The addresses the default asked to mail the link to, which a sealed link cannot be. */
  notMailedSealed?: string[];
}

/** Notifications may be kept in the desktop's history, so the passphrase is left out when asked. */
export function passphraseWords(passphrase: string | undefined, withoutPassphrase: boolean): string {
  if (!passphrase) return '';
  return withoutPassphrase ? t('notePassphraseInPopup') : t('notePassphrase', passphrase);
}

/** The note that ends a menu push that reached the instance. */
export function pushedNote(facts: PushedFacts): Note {
  const message = [
    facts.copied ? '' : t('noteOpenPopupToCopy'),
    `${facts.expiry}.`,
    facts.sealed ? t('noteSealed') : '',
    facts.language ?? '',
    facts.mailedTo?.length ? t('result_mailed', formatList(facts.mailedTo)) : '',
    facts.notMailedSealed?.length ? t('note_mail_sealed', formatList(facts.notMailedSealed)) : '',
    passphraseWords(facts.passphrase, facts.withoutPassphrase),
    facts.linesMayBeLost ? t('noteLinesMayBeLost') : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
  return { title: facts.copied ? t('noteCopiedTitle') : t('noteNotCopiedTitle'), message };
}
