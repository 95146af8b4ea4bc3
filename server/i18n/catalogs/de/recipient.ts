import type { AreaMessages } from '../../catalog.ts';

export const recipient: AreaMessages<'recipient'> = {
  revealTitle: 'Ein Geheimnis für Sie',
  revealHeading: 'Jemand hat Ihnen ein Geheimnis geschickt',
  revealNote: 'Es wird erst angezeigt, wenn Sie es abrufen, und jeder Aufruf wird auf das Limit angerechnet.',
  showSecret: 'Geheimnis anzeigen',
  viewableFor: {
    one: 'Dieses Geheimnis kann {time} noch einmal aufgerufen werden.',
    other: 'Dieses Geheimnis kann {time} noch {count}-mal aufgerufen werden.',
  },
  moreMinutes: { one: 'innerhalb der nächsten Minute', other: 'innerhalb der nächsten {count} Minuten' },
  moreHours: { one: 'innerhalb der nächsten Stunde', other: 'innerhalb der nächsten {count} Stunden' },
  moreDays: { one: 'innerhalb des nächsten Tages', other: 'innerhalb der nächsten {count} Tage' },
  passphraseTitle: 'Passphrase erforderlich',
  passphraseHeading: 'Dieses Geheimnis ist durch eine Passphrase geschützt',
  passphraseAsk: 'Geben Sie die Passphrase ein, die Sie vom Absender erhalten haben.',
  passphraseLabel: 'Passphrase',
  wrongPassphrase: 'Diese Passphrase ist falsch.',
  tooManyAttemptsTitle: 'Zu viele Versuche',
  tooManyAttemptsText: 'Zu viele Versuche mit der Passphrase. Bitte versuchen Sie es in einer Minute erneut.',
  secretTitle: 'Ihr Geheimnis',
  secretLabel: 'Das Geheimnis',
  copySecret: 'In die Zwischenablage kopieren',
  qrImageLabel: 'QR-Code des Geheimnisses',
  qrHoldsText: 'Der QR-Code enthält diesen Text:',
  qrTextLabel: 'Der Text des QR-Codes',
  copyQrText: 'Text kopieren',
  filesHeading: 'Dateien',
  downloadLinksNote:
    'Download-Links gelten nur wenige Minuten. Öffnen Sie diesen Link erneut, um neue zu erhalten, sofern noch Aufrufe übrig sind.',
  expiresAfter: {
    one: 'Dieser geheime Link läuft nach {count} weiteren Aufruf oder {time} ab, je nachdem, was zuerst eintritt.',
    other:
      'Dieser geheime Link läuft nach {count} weiteren Aufrufen oder {time} ab, je nachdem, was zuerst eintritt.',
  },
  withinMinutes: { one: 'in {count} Minute', other: 'in {count} Minuten' },
  withinHours: { one: 'in {count} Stunde', other: 'in {count} Stunden' },
  withinDays: { one: 'in {count} Tag', other: 'in {count} Tagen' },
  lastView: 'Das war der letzte Aufruf: Dieses Geheimnis ist jetzt vom Server gelöscht.',
  deleteNow: 'Dieses Geheimnis jetzt löschen',
  goneTitle: 'Geheimnis nicht verfügbar',
  goneHeading: 'Dieser geheime Link ist abgelaufen oder existiert nicht',
  goneText:
    'Geheime Links funktionieren nicht mehr, sobald ihre Aufrufe oder Tage aufgebraucht sind oder sie gelöscht wurden. Bitten Sie den Absender um einen neuen, falls Sie ihn noch brauchen.',
  formExpiredTitle: 'Bitte erneut versuchen',
  formExpiredText:
    'Dieses Formular ist abgelaufen. Gehen Sie zurück, laden Sie die Seite neu und versuchen Sie es erneut.',
  deleteTitle: 'Dieses Geheimnis löschen?',
  deleteText:
    'Nach dem Löschen ist das Geheimnis vom Server entfernt: Dieser Link funktioniert dann für niemanden mehr, und das lässt sich nicht rückgängig machen.',
  deleteConfirm: 'Ja, Geheimnis löschen',
  deleteKeep: 'Um es zu behalten, schließen Sie einfach diese Seite: Es wurde noch nichts gelöscht.',
  deletedTitle: 'Geheimnis gelöscht',
  deletedText: 'Das Geheimnis wurde gelöscht: Dieser Link funktioniert nicht mehr.',
  notDeletedTitle: 'Nicht gelöscht',
  notDeletedText: 'Dieses Geheimnis kann von seinen Empfängern nicht gelöscht werden.',
};
