import type { AreaMessages } from '../../catalog.ts';

export const pushForm: AreaMessages<'pushForm'> = {
  title: 'Geheimnis teilen',
  titleRefused: 'Formular prüfen · Geheimnis teilen',
  titleFiles: 'Dateien teilen',
  heading: 'Teilen Sie ein Geheimnis über einen Link, der abläuft',
  refused: 'Es wurde nichts geteilt. Prüfen Sie die unten markierten Felder.',
  filesNeedSignIn: 'Dateien können nur angemeldete Benutzer teilen. {link}, um Dateien zu teilen.',
  filesSignInLink: 'Melden Sie sich an',
  createNeedsSignIn:
    'Auf diesem Server können nur seine Benutzer geheime Links erstellen. {link}, um einen zu erstellen.',
  createSignInLink: 'Melden Sie sich an',
  openLinkInstead: 'Wenn Ihnen jemand einen geheimen Link geschickt hat, öffnen Sie stattdessen diesen Link.',
  kindNav: 'Art',
  urlLabel: 'URL',
  qrLabel: 'Text für den QR-Code',
  messageLabel: 'Nachricht (optional)',
  secretLabel: 'Geheimnis',
  filesLabel: 'Dateien',
  filesHint: {
    one: 'Bis zu {count} Datei, jeweils höchstens {size}.',
    other: 'Bis zu {count} Dateien, jeweils höchstens {size}.',
  },
  dropHint: 'Oder legen Sie Dateien hier ab.',
  filesAgain:
    'Wählen Sie die Dateien erneut aus: Nach einem abgelehnten Formular kann der Browser sie nicht behalten.',
  uploading: 'Wird hochgeladen',
  expireAfter: 'Läuft ab nach',
  orViews: 'oder Aufrufen',
  expiryHint: {
    one: 'Der Link funktioniert nicht mehr, sobald eines von beiden eintritt: nach dieser Zeit oder nach {min}–{count} Aufruf.',
    other:
      'Der Link funktioniert nicht mehr, sobald eines von beiden eintritt: nach dieser Zeit oder nach {min}–{count} Aufrufen.',
  },
  minutes: { one: '{count} Minute', other: '{count} Minuten' },
  hours: { one: '{count} Stunde', other: '{count} Stunden' },
  days: { one: '{count} Tag', other: '{count} Tagen' },
  weeks: { one: '{count} Woche', other: '{count} Wochen' },
  months: { one: '{count} Monat', other: '{count} Monaten' },
  passphraseLabel: 'Passphrase (freiwillig)',
  generate: 'Erzeugen',
  passphraseHint: 'Senden Sie die Passphrase auf einem anderen Weg als den Link.',
  retrievalStep: 'Abrufschritt (Link-Vorschauen verbrauchen keinen Aufruf)',
  deletable: 'Der Empfänger darf es nach dem Lesen löschen',
  moreOptions: 'Weitere Optionen',
  nameLabel: 'Name (nur für Sie sichtbar)',
  noteLabel: 'Notiz (nur für Sie sichtbar)',
  recipientLanguage: 'Sprache des Empfängers',
  recipientBrowserLanguage: 'Sprache seines Browsers',
  recipientLanguageHint: 'Der geheime Link öffnet sich in dieser Sprache.',
  linkMailLabel: 'Link per E-Mail senden (optional)',
  linkMailHint: {
    one: 'Bis zu {count} Adresse. Sie erhält nur den Link, in der unten gewählten Sprache des Empfängers, sonst in Ihrer.',
    other:
      'Bis zu {count} Adressen, durch Kommas getrennt. Jede erhält den Link in einer eigenen E-Mail, in der unten gewählten Sprache des Empfängers, sonst in Ihrer.',
  },
  linkMailCommas: 'Trennen Sie die Adressen durch je ein Komma; am Ende muss eine Adresse stehen.',
  linkMailDuplicates: 'Eine Adresse ist doppelt angegeben.',
  linkMailTooMany: {
    one: 'Der Link kann an höchstens {count} Adresse gesendet werden.',
    other: 'Der Link kann an höchstens {count} Adressen gesendet werden.',
  },
  linkMailInvalid: 'Prüfen Sie die Adressen: Jede muss die Form name@example.com haben.',
  linkMailUnavailable:
    'Dieser Server sendet keine Links per E-Mail. Entfernen Sie die Adressen, um ohne sie zu teilen.',
  linkMailSignIn: 'Melden Sie sich an, um den Link per E-Mail zu senden.',
  linkMailSealed:
    'Der Link eines versiegelten Pushs enthält seinen Schlüssel, den dieser Server nie sieht; deshalb kann er ihn nicht per E-Mail senden. Senden Sie den Link selbst, oder teilen Sie das Geheimnis unversiegelt.',
  linkMailDailyCap:
    'Sie haben heute bereits so viele Links per E-Mail senden lassen, wie dieser Server erlaubt. Senden Sie diesen Link selbst, oder versuchen Sie es morgen wieder.',
  linkMailSent: {
    one: 'Der geheime Link wurde per E-Mail an {count} Adresse gesendet.',
    other: 'Der geheime Link wurde per E-Mail an {count} Adressen gesendet.',
  },
  sealedLabel: 'Versiegelt (Ende-zu-Ende-verschlüsselt)',
  sealedHint:
    'Wird in diesem Browser verschlüsselt, bevor es gesendet wird: Der Server sieht das Geheimnis nie, und sein Schlüssel steht nur im geheimen Link.',
  sealedHintFiles:
    'Wird in diesem Browser verschlüsselt, bevor irgendetwas gesendet wird: Der Server sieht weder die Nachricht noch die Dateien oder ihre Namen, und der Schlüssel steht nur im geheimen Link.',
  sealedNotForQr:
    'QR-Code-Pushes lassen sich nicht versiegeln: Der Server muss den Text lesen, um den Code zu erzeugen.',
  sealedNotForUrl:
    'URL-Pushes lassen sich nicht versiegeln: Der Server muss die URL lesen, um dorthin weiterzuleiten.',
  sealedNeedsScript:
    'Ein versiegelter Push wird vom Skript dieser Seite versiegelt, und das ist nicht gelaufen: Es wurde nichts geteilt. Laden Sie die Seite neu und teilen Sie erneut.',
  submit: 'Teilen',
  sizeKb: '{size} KB',
  sizeMb: '{size} MB',
  viewsBetween: 'Die Aufrufe müssen zwischen {min} und {max} liegen.',
  chooseOfferedTime: 'Wählen Sie eine der angebotenen Zeiten.',
  longestTime: 'Wählen Sie eine der angebotenen Zeiten: höchstens {time}.',
  enterUrl: 'Geben Sie die URL ein, die Sie teilen möchten.',
  urlNotHttp: 'Ein URL-Push braucht eine Adresse mit http:// oder https://.',
  urlControlCharacters: 'Die URL darf keine Steuerzeichen (etwa Zeilenumbrüche) enthalten.',
  enterQrText: 'Geben Sie den Text für den QR-Code ein.',
  enterSecret: 'Geben Sie das Geheimnis ein, das Sie teilen möchten.',
  qrTooManyCharacters: 'Zu lang: Ein QR-Code-Push fasst höchstens {max} Zeichen.',
  qrNotUnicode: 'Der Text muss gültiger Unicode-Text sein, damit er als QR-Code dargestellt werden kann.',
  qrTooManyBytes: 'Zu lang für einen QR-Code: höchstens {max} Bytes UTF-8, dieser Text hat {count}.',
  secretTooLarge: 'Das Geheimnis ist zu groß: höchstens {max} Zeichen.',
  kindDisabled: 'Pushes der Art „{kind}“ sind ausgeschaltet.',
  tooManyFiles: {
    one: 'Sie können höchstens {count} Datei pro Push anhängen.',
    other: 'Sie können höchstens {count} Dateien pro Push anhängen.',
  },
  fileTooLarge: '{name} ist zu groß: Jede Datei darf höchstens {size} haben.',
  filesOnlyForFilePushes: 'Nur Datei-Pushes können Dateien enthalten.',
  filesOff: 'Auf diesem Server können keine Dateien geteilt werden.',
  filesNotStored:
    'Die Dateien konnten gerade nicht gespeichert werden, daher wurde nichts gesendet. Wählen Sie sie erneut aus und versuchen Sie es in ein paar Minuten noch einmal.',
  chooseFile: 'Wählen Sie mindestens eine Datei aus.',
  notAccepted: 'Dieser Wert wird nicht akzeptiert.',
  tooLargeTitle: 'Zu groß',
  tooLargeText: 'Was Sie gesendet haben, ist zu groß.',
  tooManyFields: {
    one: 'Das Formular hat mehr als {count} Feld.',
    other: 'Das Formular hat mehr als {count} Felder.',
  },
  notUnderstoodTitle: 'Nicht verstanden',
  notUnderstoodText: 'Was Sie gesendet haben, konnte nicht gelesen werden.',
  scriptTooManyFiles: {
    one: 'Höchstens {max} Dateien pro Push; {count} ist gewählt.',
    other: 'Höchstens {max} Dateien pro Push; {count} sind gewählt.',
  },
  scriptFileTooLarge: '{name} ist {size} groß; jede Datei darf höchstens {max} haben.',
  scriptFileChosen: '{name} ({size})',
  scriptProgress: '{loaded} von {total} · {percent}',
  scriptUploadFailed: 'Das Hochladen ist fehlgeschlagen: Prüfen Sie die Verbindung und teilen Sie erneut.',
  scriptSealing: 'Wird versiegelt',
  scriptSealedTooLong:
    'Zu lang zum Versiegeln: Versiegelt hat dieser Text {count} Zeichen, und ein Push fasst höchstens {max}.',
  scriptSealedFileTooLarge:
    '{name} ist {size} groß, versiegelt {sealed}; jede Datei darf höchstens {max} haben.',
  scriptSealFailed: 'Das Versiegeln ist in diesem Browser fehlgeschlagen: Es wurde nichts gesendet.',
};
