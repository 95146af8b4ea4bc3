import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Passwort vergessen?',
  signUpLink: 'Noch kein Konto? Registrieren',
  changeEmailLink: 'E-Mail-Adresse ändern',
  sendLink: 'Link senden',
  backToSignIn: 'Zurück zur Anmeldung',
  tooManyRequests:
    'Zu viele Anfragen für diese Adresse oder aus Ihrem Netzwerk. Bitte warten Sie eine Stunde und versuchen Sie es dann erneut.',
  checkMailTitle: 'Sehen Sie in Ihr Postfach',
  noMailArrived:
    'Nichts angekommen? Sehen Sie in Ihrem Spam-Ordner nach oder fordern Sie den Link in ein paar Minuten erneut an.',
  resetTitle: 'Passwort zurücksetzen',
  resetIntro:
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen dann einen Link, mit dem Sie ein neues Passwort wählen.',
  resetSent:
    'Falls es hier ein Konto für {email} gibt, ist ein Link zum Wählen eines neuen Passworts unterwegs. Er funktioniert ein einziges Mal, {duration} lang.',
  resetNoMailTitle: 'Zurücksetzen des Passworts ist nicht eingerichtet',
  resetNoMail:
    'Dieser Server verschickt keine E-Mails und kann Ihnen daher keinen Link zum Zurücksetzen schicken. Bitten Sie Ihren Administrator, Ihnen ein neues Passwort zu setzen: Er kann dazu auf dem Server {command} mit Ihrer E-Mail-Adresse ausführen.',
  resetOffTitle: 'Kein Passwort zum Zurücksetzen',
  resetOff:
    'Auf diesem Server melden Sie sich nur per Single Sign-On an, daher gibt es hier kein Passwort zum Zurücksetzen. Wenn Sie sich nicht anmelden können, wenden Sie sich an Ihren Administrator.',
  newPasswordTitle: 'Neues Passwort wählen',
  newPasswordIntro:
    'Für Ihr Konto {email}. Beim Speichern werden Sie überall abgemeldet, wo Sie angemeldet sind.',
  saveNewPassword: 'Neues Passwort speichern',
  resetDoneTitle: 'Ihr Passwort wurde geändert',
  resetDone: 'Melden Sie sich mit Ihrem neuen Passwort an. Überall sonst wurden Sie abgemeldet.',
  resetLinkGone:
    'Dieser Link zum Zurücksetzen ist unbekannt, wurde bereits verwendet oder ist älter als eine Stunde. Außerdem ersetzt jede neue Anfrage die zuvor verschickten Links.',
  askAgain: 'Neuen Link anfordern',
  signUpTitle: 'Registrieren',
  signUpIntro:
    'Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen dann einen Link, mit dem Sie sie bestätigen und ein Passwort wählen.',
  signUpAddressRefused:
    'Dieser Server nimmt Registrierungen nur von bestimmten E-Mail-Adressen an, und diese gehört nicht dazu. Bitten Sie einen Administrator um eine Einladung.',
  signUpSent:
    'Wir haben eine E-Mail an {email} geschickt. Folgen Sie dem Link darin, um fortzufahren; er gilt {duration} lang.',
  signUpOffTitle: 'Registrierung nicht möglich',
  signUpOff:
    'Auf diesem Server kann man sich nicht selbst registrieren. Bitten Sie einen Administrator um eine Einladung.',
  signUpNoMail:
    'Für die Registrierung braucht es E-Mail, und dieser Server verschickt keine. Bitten Sie einen Administrator um eine Einladung: Er kann sie auf der Seite „Verwaltung“ erstellen und Ihnen den Link weitergeben.',
  signUpConfirmTitle: 'Passwort wählen',
  signUpConfirmIntro:
    'Ihre Adresse {email} ist bestätigt. Wählen Sie ein Passwort, um Ihr Konto zu erstellen.',
  signUpTakenTitle: 'Sie haben bereits ein Konto',
  signUpTaken:
    'Für diese Adresse gibt es bereits ein Konto. Setzen Sie dessen Passwort zurück, um sich anzumelden.',
  signUpDoneTitle: 'Ihr Konto ist bereit',
  signUpDone: 'Melden Sie sich mit Ihrer E-Mail-Adresse und dem Passwort an, das Sie gewählt haben.',
  signUpLinkGone:
    'Dieser Registrierungslink ist unbekannt, wurde bereits verwendet oder ist älter als ein Tag.',
  signUpAgain: 'Erneut registrieren',
  emailChangeTitle: 'E-Mail-Adresse ändern',
  emailChangeIntro:
    'Ihre Adresse ist {email}. Wir schicken einen Link an die neue Adresse; geändert wird sie erst, wenn Sie ihm folgen.',
  newEmail: 'Neue E-Mail-Adresse',
  sameEmail: 'Das ist bereits Ihre Adresse.',
  emailChangeSent:
    'Wir haben einen Link an {email} geschickt. Ihre Adresse ändert sich, sobald Sie ihm folgen; er gilt {duration} lang.',
  emailChangeSso:
    'Sie melden sich per Single Sign-On an, und Ihr Identitätsanbieter verwaltet Ihre E-Mail-Adresse. Ändern Sie sie dort.',
  emailChangeNoMail:
    'Dieser Server verschickt keine E-Mails und kann daher keine neue Adresse bestätigen. Wenden Sie sich an Ihren Administrator: Er kann die neue Adresse auf der Seite „Verwaltung“ als neues Konto einladen.',
  emailConfirmTitle: 'Neue E-Mail-Adresse bestätigen',
  emailConfirmIntro: 'Die Adresse Ihres Kontos von {old} in {new} ändern?',
  emailConfirmButton: 'Adresse ändern',
  emailTaken: 'Ein anderes Konto verwendet bereits {email}, daher wurde die Adresse nicht geändert.',
  emailChangedTitle: 'Ihre E-Mail-Adresse wurde geändert',
  emailChanged: 'Die Adresse Ihres Kontos lautet jetzt {email}. Melden Sie sich ab sofort damit an.',
  emailLinkGone: 'Dieser Bestätigungslink ist unbekannt, wurde bereits verwendet oder ist älter als ein Tag.',
  backToAccount: 'Zurück zu Ihrem Konto',
  inviteTextMailed:
    'Die Einladung ist ein Link für eine Person, {duration} lang gültig: Damit wählt sie ein Passwort und meldet sich an. Sie wird an ihre E-Mail-Adresse geschickt.',
  sendInvitation: 'Einladung senden',
  invitationMailed: 'Die Einladung an {email} ist unterwegs.',
  invitationMailedLink:
    'Hier ist auch ihr Link, falls Sie ihn lieber selbst weitergeben. Er wird nur einmal angezeigt.',
};
