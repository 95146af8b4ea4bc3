import type { AreaMessages } from '../../catalog.ts';

export const manage: AreaMessages<'manage'> = {
  editTitle: 'Push bearbeiten',
  editHeading: '„{title}“ bearbeiten',
  nameLabel: 'Name (nur für Sie sichtbar)',
  nameHint: 'Damit Sie Ihre Pushes in Ihrer Liste auseinanderhalten können.',
  noteLabel: 'Notiz (nur für Sie sichtbar)',
  noteHint: 'Für Ihre eigenen Unterlagen: für wen und wozu.',
  passphraseLabel: 'Passphrase (freiwillig)',
  newPassphraseLabel: 'Neue Passphrase (leer lassen, um die bisherige zu behalten)',
  passphraseHint: 'Schicken Sie dem Empfänger die Passphrase auf einem anderen Weg als den Link.',
  removePassphrase: 'Passphrase entfernen',
  durationHint: 'Gezählt ab der Erstellung; bereits verstrichene Zeiten werden nicht angeboten.',
  viewsHint: { one: 'Bisher {count} Aufruf genutzt.', other: 'Bisher {count} Aufrufe genutzt.' },
  retrievalStep: 'Abrufschritt (Link-Vorschauen verbrauchen keinen Aufruf)',
  deletableByViewer: 'Der Empfänger darf den Push nach dem Lesen löschen',
  save: 'Änderungen speichern',
  cancel: 'Abbrechen',
  nameTooLong: 'Höchstens {max} Zeichen.',
  noteTooLong: 'Höchstens {max} Zeichen.',
  passphraseEmpty: 'Darf nicht leer sein: Lassen Sie die Passphrase, wie sie ist, oder entfernen Sie sie.',
  viewsUsedMeanwhile:
    'Muss über den bereits genutzten Aufrufen liegen; einige davon wurden gerade eben genutzt.',
  editExpired: 'Dieser Push ist abgelaufen und kann nicht mehr bearbeitet werden.',
  expireTitle: 'Diesen Push beenden?',
  expireHeading: '„{title}“ jetzt beenden?',
  expireText: {
    one: 'Sein Geheimnis wird sofort gelöscht und sein Link funktioniert nicht mehr, obwohl noch {count} Aufruf übrig ist. Das lässt sich nicht rückgängig machen. Der Push bleibt mit seinem Protokoll in Ihrer Liste der abgelaufenen Pushes.',
    other:
      'Sein Geheimnis wird sofort gelöscht und sein Link funktioniert nicht mehr, obwohl noch {count} Aufrufe übrig sind. Das lässt sich nicht rückgängig machen. Der Push bleibt mit seinem Protokoll in Ihrer Liste der abgelaufenen Pushes.',
  },
  expireConfirm: 'Jetzt beenden',
  keepIt: 'Behalten',
  alreadyExpiredTitle: 'Bereits abgelaufen',
  alreadyExpiredHeading: '„{title}“ ist bereits abgelaufen',
  alreadyExpiredText: 'Sein Geheimnis ist gelöscht und sein Link funktioniert nicht mehr.',
  seeExpired: 'Ihre abgelaufenen Pushes ansehen',
};
