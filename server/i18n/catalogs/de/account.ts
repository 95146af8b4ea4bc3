import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Anmelden',
  accountDeleted: 'Ihr Konto und Ihre Pushes wurden gelöscht.',
  signInIntro:
    'Konten werden vom Administrator dieses Servers angelegt, der jedem neuen Benutzer einen Einladungslink schickt. Noch kein Konto? Bitten Sie Ihren Administrator um eine Einladung.',
  email: 'E-Mail',
  password: 'Passwort',
  signInButton: 'Anmelden',
  signInTooMany: 'Zu viele Anmeldeversuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.',
  signInNoMatch: 'Diese E-Mail-Adresse und dieses Passwort gehören zu keinem Konto.',
  signInOr: 'Oder melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an:',
  passwordSignInOff: 'Auf diesem Server melden Sie sich nur per Single Sign-On an.',
  tokenTitle: 'API-Token',
  tokenIntro:
    'Angemeldet als {email}. Werkzeuge wie die Erweiterung Secret Push und pwpush-Clients erstellen mit einem API-Token Pushes in Ihrem Namen.',
  tokenReplaces:
    'Ein neues Token ersetzt Ihr bisheriges: Alles, was noch das alte Token verwendet, funktioniert dann nicht mehr.',
  tokenCreate: 'Neues API-Token erstellen',
  tokenReplaceTitle: 'API-Token ersetzen?',
  tokenReplaceConfirm: 'Ja, Token ersetzen',
  newTokenTitle: 'Ihr neues API-Token',
  newTokenOnce:
    'Dieses Token wird nur ein einziges Mal angezeigt. Kopieren Sie es jetzt und bewahren Sie es sicher auf.',
  copyToken: 'Token kopieren',
  newTokenAfter:
    'Ihr bisheriges Token funktioniert nicht mehr. Wenn Sie diese Seite neu laden, wird das Token nicht erneut angezeigt.',
  accountTitle: 'Ihr Konto',
  signedInAs: 'Angemeldet als {email}.',
  yourApiToken: 'Ihr API-Token',
  passwordHeading: 'Passwort ändern',
  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  passwordHint: {
    one: 'Mindestens {count} Zeichen.',
    other: 'Mindestens {count} Zeichen.',
  },
  newPasswordAgain: 'Neues Passwort wiederholen',
  changePassword: 'Passwort ändern',
  languageHeading: 'Sprache',
  languageText:
    'Solange Sie angemeldet sind, werden die Seiten auf jedem Computer und in jedem Browser in dieser Sprache angezeigt.',
  languageLabel: 'Sprache der Seiten',
  followBrowser: 'Wie im Browser eingestellt',
  saveLanguage: 'Sprache speichern',
  sessionsHeading: 'Andere Sitzungen',
  sessionsText:
    'Noch auf einem anderen Computer oder in einem Browser angemeldet, den Sie nicht mehr verwenden? Melden Sie sich überall außer hier ab.',
  signOutOthers: 'Alle anderen Sitzungen abmelden',
  deleteHeading: 'Konto löschen',
  deleteText:
    'Damit werden Ihr Konto und alle aktiven Pushes gelöscht, die Sie erstellt haben: Deren Links funktionieren sofort nicht mehr. Auch Ihr API-Token wird ungültig. Das lässt sich nicht rückgängig machen.',
  confirmEmail: 'Geben Sie zur Bestätigung Ihre E-Mail-Adresse ein',
  deleteButton: 'Mein Konto und meine Pushes löschen',
  passwordChanged: 'Ihr Passwort wurde geändert. Alle anderen Sitzungen wurden abgemeldet.',
  sessionsEnded: 'Alle anderen Sitzungen wurden abgemeldet.',
  languageSaved: 'Ihre Spracheinstellung wurde gespeichert.',
  wrongPassword: 'Das ist nicht Ihr aktuelles Passwort.',
  tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.',
  newPasswordsDiffer: 'Die beiden neuen Passwörter stimmen nicht überein.',
  wrongEmail: 'Das ist nicht die E-Mail-Adresse dieses Kontos.',
  lastAdmin:
    'Sie sind der einzige Administrator: Ohne Sie könnte niemand Benutzer einladen oder verwalten. Machen Sie zuerst auf der Seite „Verwaltung“ einen anderen Benutzer zum Administrator.',
  unknownLanguage: 'Wählen Sie eine Sprache aus der Liste.',
  passwordTooShort: {
    one: 'Ein Passwort muss mindestens {count} Zeichen haben.',
    other: 'Ein Passwort muss mindestens {count} Zeichen haben.',
  },
  passwordTooLong: {
    one: 'Ein Passwort darf höchstens {count} Zeichen haben.',
    other: 'Ein Passwort darf höchstens {count} Zeichen haben.',
  },
  setupTitle: 'Secret Push einrichten',
  setupIntro:
    'Auf diesem Server gibt es noch keinen Benutzer. Legen Sie den ersten Administrator an: Danach können Sie den Rest Ihres Teams einladen.',
  invitationTitle: 'Konto erstellen',
  invitationIntro:
    'Sie wurden als {email} zu diesem Server eingeladen. Wählen Sie ein Passwort, um Ihr Konto zu erstellen.',
  passwordAgain: 'Passwort wiederholen',
  createAdmin: 'Administrator anlegen',
  createAccount: 'Mein Konto erstellen',
  badEmail: 'Geben Sie eine E-Mail-Adresse ein, zum Beispiel name@example.com.',
  passwordsDiffer: 'Die beiden Passwörter stimmen nicht überein.',
  emailTaken: 'Für diese E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich stattdessen an.',
  linkGoneTitle: 'Link ungültig',
  linkGoneHeading: 'Dieser Link ist ungültig',
  linkGoneText:
    'Er wurde vielleicht schon verwendet, ist abgelaufen oder wurde widerrufen. Bitten Sie den Administrator um einen neuen.',
};
