import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Anforderung',
  viewSubject: 'Ihr Push „{name}“ wurde aufgerufen',
  viewSentence: 'Ihr Push „{name}“ wurde aufgerufen.',
  viewedByCode: 'Geöffnet von {email}, bestätigt durch einen zugeschickten Code.',
  viewedBySignIn: 'Geöffnet von {email} (angemeldet).',
  failedPassphraseSubject: 'Für Ihren Push „{name}“ wurde eine falsche Passphrase eingegeben',
  failedPassphraseSentence: 'Jemand hat für Ihren Push „{name}“ eine falsche Passphrase eingegeben.',
  expireSubject: 'Ihr Push „{name}“ ist abgelaufen',
  expireSentence:
    'Ihr Push „{name}“ ist abgelaufen: Sein Geheimnis ist gelöscht, und sein Link funktioniert nicht mehr.',
  requestAnsweredSubject: 'Ihre Anforderung „{name}“ wurde beantwortet',
  requestAnsweredSentence: 'Ihre Anforderung „{name}“ wurde beantwortet.',
  testSubject: 'Testbenachrichtigung',
  testSentence:
    'Dies ist ein Test von Ihrer Benachrichtigungsseite: Benachrichtigungen zu Ihren Pushes erreichen Sie hier.',
  facts: 'Art: {kind}. Referenz: {digest}. Zeit: {time}.',
  webhookLine: '{sentence} ({kind}, Referenz {digest})',
  dashboardLink: 'Ihr Dashboard öffnen',
  why: 'Sie erhalten diese E-Mail, weil Sie über diese Ereignisse benachrichtigt werden möchten. Das können Sie auf Ihrer Benachrichtigungsseite ändern.',
};
